import { render } from '@react-email/components'

import type { MailContent } from './types'

/** Headings read as written in the text part (html-to-text would shout them in capitals). */
const htmlToTextOptions = {
  wordwrap: 78,
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
}

/** The HTML and plain-text parts of a mail, from the same template. */
export const renderMail = async ({ subject, body }: MailContent): Promise<{ subject: string; html: string; text: string }> => {
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true, htmlToTextOptions })])
  return { subject, html, text }
}
