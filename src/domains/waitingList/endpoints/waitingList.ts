import { waitingListOperations as operations } from '../contract/operations'
import { readEntryToken } from '../entryLinks'
import { setEntryMail } from '../entries'
import { apiEndpoint, notFound, reply } from '@/lib/server/http'

export const waitingListLinkInvalidMessage = 'This waiting-list link is not valid, or the entry was removed.'

/**
 * POST /api/v1/waiting-list/unsubscribe/:token: the one-click unsubscribe of waiting-list announcements (RFC 8058:
 * mail apps post here from `List-Unsubscribe`). Whatever the body, the token alone says whose; the place on the list
 * stays, and the entry's page can turn the mail back on.
 */
const unsubscribe = apiEndpoint(operations.waitingListUnsubscribe, async (req) => {
  const signupId = readEntryToken(req.routeParams?.token)
  const entry = signupId ? await setEntryMail(req.payload, signupId, false) : null
  if (!entry) throw notFound(waitingListLinkInvalidMessage)
  return reply(operations.waitingListUnsubscribe, 200, { message: 'You will get no more waiting-list emails. Your place on the list stays.' })
})

export const waitingListEndpoints = [unsubscribe]
