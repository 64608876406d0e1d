import { decodeQuotedPrintable, waitForMail } from './mail'

/** The code (as typed, and as the mail spaces it) and the link in the sign-in mail to `email` received after `since`. */
export const signInCodeMail = async (email: string, since: number) => {
  const text = decodeQuotedPrintable((await waitForMail(email, /is your Solving Tech sign-in code/, since)).raw)
  const code = /Type it on the sign-in page:[\s\S]*?(\d{3}) (\d{3})/.exec(text)
  const link = /https?:\/\/[^\s"<>]+\/v1\/sign-in\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0]
  if (!code || !link) throw new Error(`No sign-in code or link in the mail to ${email}`)
  const url = new URL(link)
  return { code: `${code[1]}${code[2]}`, spaced: `${code[1]} ${code[2]}`, link, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
}

/** The code (as typed, and as the mail spaces it) in the mail to `email`, received after `since`, confirming a change of email or closing the account. */
export const confirmationCodeMail = async (email: string, since: number) => {
  const text = decodeQuotedPrintable((await waitForMail(email, /is your Solving Tech code to confirm/, since)).raw)
  const code = /Type it on your account page[\s\S]*?(\d{3}) (\d{3})/.exec(text)
  if (!code) throw new Error(`No confirmation code in the mail to ${email}`)
  return { code: `${code[1]}${code[2]}`, spaced: `${code[1]} ${code[2]}`, text }
}
