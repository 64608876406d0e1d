/** What every page tells browsers, search engines and link previews about the site. */
export const siteName = 'Solving Tech'

export const siteDescription =
  'A free online programme that helps small UK builders, installers and supply-chain firms choose and roll out technology.'
