import 'server-only'

import { isId } from '@/lib/rules/ids'
import { isMailTopic, type MailTopic } from '@/lib/rules/mailKinds'
import { env } from '@/lib/server/env'

import { readSignedToken, signToken } from './signedToken'

export type UnsubscribeRequest = { learnerId: string; topic: MailTopic }

const purpose = 'unsubscribe:v1'

/** A token for one learner and one kind of mail: the unsubscribe link works without a sign-in and never expires. */
export const unsubscribeToken = ({ learnerId, topic }: UnsubscribeRequest): string => signToken(purpose, `${learnerId}.${topic}`)

/** The learner and topic a token was made for; null for anything else. */
export const readUnsubscribeToken = (token: unknown): UnsubscribeRequest | null => {
  const [learnerId, topic] = readSignedToken(purpose, token)?.split('.') ?? []
  return isId(learnerId) && isMailTopic(topic) ? { learnerId, topic } : null
}

/** The page a person opens from the mail (one button), and the address mail apps post to (RFC 8058 one-click). */
export const unsubscribeLinks = (request: UnsubscribeRequest) => {
  const token = unsubscribeToken(request)
  return { page: `${env.publicUrl}/unsubscribe/${token}`, oneClick: `${env.publicUrl}/api/v1/unsubscribe/${token}` }
}

/**
 * The headers that give a mail its mail app's own "Unsubscribe" button (RFC 8058 one-click): the app posts to
 * `oneClickUrl`, which stops that kind of mail without a sign-in. Every mail that can be unsubscribed from carries them.
 */
export const oneClickUnsubscribeHeaders = (oneClickUrl: string) => ({ 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
