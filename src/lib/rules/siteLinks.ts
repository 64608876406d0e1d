/** The legal pages, linked from the landing header and footer, the learner footer and the registration form. */
export const privacyLink = { href: '/privacy-policy', label: 'Privacy Policy' } as const
export const termsLink = { href: '/terms-of-service', label: 'Terms of Service' } as const
const accessibilityLink = { href: '/accessibility', label: 'Accessibility' } as const

export const legalLinks = [privacyLink, termsLink, accessibilityLink] as const

/** The way into the learner area for someone who already has an account (header, phone menu and footer). */
export const signInLink = { href: '/v1/login', label: 'Sign in' } as const

export const sectionLinks = [
  { href: '#programme', label: 'Programme' },
  { href: '#about', label: 'About' },
  { href: '#faq', label: 'FAQ' },
] as const
