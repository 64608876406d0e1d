import type { CapturedMail } from '../../scripts/lib/mailbox'
import { decodeQuotedPrintable } from './mail'

/** A captured message read as a person's mail app would: its headers unfolded, its parts and its links. */
export const readMessage = (mail: CapturedMail) => {
  const raw = mail.raw
  const [head] = raw.split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string): string | undefined => headers.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim()
  const body = decodeQuotedPrintable(raw)
  const contentTypes = [...raw.matchAll(/^Content-Type: ([\w/-]+)/gim)].map((match) => match[1].toLowerCase())
  return {
    header,
    subject: header('Subject') ?? '',
    contentTypes,
    body,
    /** The address of the unsubscribe page linked in the mail's text. */
    unsubscribePage: body.match(/https?:\/\/[^\s\]>"]+(?<!\/api\/v1)\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)?.[0],
    /** Where mail apps post a one-click unsubscribe (RFC 8058). */
    oneClickUnsubscribe: header('List-Unsubscribe')?.match(/<([^>]+)>/)?.[1],
  }
}
