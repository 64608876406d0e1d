import 'server-only'

import { isId } from '@/lib/rules/ids'
import { env } from '@/lib/server/env'
import { readSignedToken, signToken } from '@/domains/mail'

const purpose = 'waiting-list:v1'

/** The token in a waiting-list entry's links: it names the entry, and only our mail to its address carries it. */
export const entryToken = (signupId: string): string => signToken(purpose, signupId)

/** The entry a token names; null for anything else. */
export const readEntryToken = (token: unknown): string | null => {
  const signupId = readSignedToken(purpose, token)
  return isId(signupId) ? signupId : null
}

/** The page where the person confirms, changes or removes their entry, and where mail apps post a one-click unsubscribe. */
export const entryLinks = (signupId: string) => {
  const token = entryToken(signupId)
  return { page: `${env.publicUrl}/waiting-list/${token}`, oneClick: `${env.publicUrl}/api/v1/waiting-list/unsubscribe/${token}` }
}
