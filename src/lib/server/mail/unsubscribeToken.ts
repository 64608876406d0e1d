import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { isId } from '@/lib/rules/ids'
import { isMailTopic, type MailTopic } from '@/lib/rules/mailKinds'
import { env } from '@/lib/server/env'

export type UnsubscribeRequest = { learnerId: string; topic: MailTopic }

const signature = (payloadPart: string): string =>
  createHmac('sha256', env.payloadSecret ?? '')
    .update(`solvingtech:unsubscribe:v1:${payloadPart}`)
    .digest('base64url')

/**
 * A token for one learner and one kind of mail, signed with PAYLOAD_SECRET: the unsubscribe link works without a
 * sign-in and never expires, and nobody can make one for another learner. It holds no email address.
 */
export const unsubscribeToken = ({ learnerId, topic }: UnsubscribeRequest): string => {
  const payloadPart = Buffer.from(`${learnerId}.${topic}`).toString('base64url')
  return `${payloadPart}.${signature(payloadPart)}`
}

/** The learner and topic a token was made for; null for anything else (malformed, edited, signed with another secret). */
export const readUnsubscribeToken = (token: unknown): UnsubscribeRequest | null => {
  if (typeof token !== 'string' || token.length > 200) return null
  const [payloadPart, given, extra] = token.split('.')
  if (!payloadPart || !given || extra !== undefined) return null
  const expected = Buffer.from(signature(payloadPart))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  const [learnerId, topic] = Buffer.from(payloadPart, 'base64url').toString('utf8').split('.')
  return isId(learnerId) && isMailTopic(topic) ? { learnerId, topic } : null
}

/** The page a person opens from the mail (one button), and the address mail apps post to (RFC 8058 one-click). */
export const unsubscribeLinks = (request: UnsubscribeRequest) => {
  const token = unsubscribeToken(request)
  return { page: `${env.publicUrl}/unsubscribe/${token}`, oneClick: `${env.publicUrl}/api/v1/unsubscribe/${token}` }
}
