import { readMailbox, type CapturedMail } from '../../scripts/lib/mailbox'
import { testEnv } from './testEnv'

/** Waits for a mail to `to` (received after `since`) whose raw text matches `match`. */
export const waitForMail = async (to: string, match: RegExp, since = 0, timeoutMs = 10_000): Promise<CapturedMail> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = readMailbox(testEnv().mailboxDir).find(
      (each) => Date.parse(each.receivedAt) >= since && each.to.includes(to) && match.test(decodeQuotedPrintable(each.raw)),
    )
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${to} matching ${match} within ${timeoutMs} ms`)
}

/** Mails to `to` received after `since`. */
export const mailsTo = (to: string, since = 0): CapturedMail[] =>
  readMailbox(testEnv().mailboxDir).filter((each) => Date.parse(each.receivedAt) >= since && each.to.includes(to))

/** The first link in a mail to `path` (e.g. `/v1/reset-password`) with its `?token=`, as its text part writes it. */
export const tokenLinkIn = (mail: CapturedMail, path: string): string => {
  const link = new RegExp(`https?://[^\\s"<>\\[\\]]+${path}\\?token=[A-Za-z0-9_%-]+`).exec(decodeQuotedPrintable(mail.raw))?.[0]
  if (!link) throw new Error(`No ${path} link in the mail to ${mail.to}`)
  return link
}

/** The readable text of a raw message body (nodemailer may quote-print long lines). */
export const decodeQuotedPrintable = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
