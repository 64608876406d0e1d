import { apiEndpoint, notFound, reply, readOperationBody } from '@/lib/server/http'
import { mailPreferencesOf } from '@/lib/rules/mailKinds'

import { mailOperations as operations } from '../contract/operations'
import { saveMailPreferences } from '../preferences'
import { readUnsubscribeToken } from '../unsubscribeToken'
import { requireLearner } from '@/domains/accounts'

export const unsubscribeLinkInvalidMessage = 'This unsubscribe link is not valid. You can turn mails off on your account page.'

/** PUT /api/v1/account/mail-preferences: which programme mails the learner wants, on their account page. */
const updateMailPreferences = apiEndpoint(operations.mailPreferences, async (req) => {
  const learner = await requireLearner(req)
  const { reminders, courseUpdates } = await readOperationBody(operations.mailPreferences, req)
  const saved = await saveMailPreferences(req.payload, String(learner.id), { reminders, courseUpdates })
  return reply(operations.mailPreferences, 200, saved ?? mailPreferencesOf(null))
})

/**
 * POST /api/v1/unsubscribe/:token: the link in every programme mail, no sign-in needed. Mail apps post here when the
 * reader presses their own "Unsubscribe" (RFC 8058 one-click, `List-Unsubscribe-Post`); the unsubscribe page's button
 * does the same. Whatever the body, the token alone says who and what.
 */
const unsubscribe = apiEndpoint(operations.unsubscribe, async (req) => {
  const request = readUnsubscribeToken(req.routeParams?.token)
  if (!request) throw notFound(unsubscribeLinkInvalidMessage)
  const saved = await saveMailPreferences(req.payload, request.learnerId, { [request.topic]: false })
  if (!saved) throw notFound(unsubscribeLinkInvalidMessage)
  return reply(operations.unsubscribe, 200, { topic: request.topic, preferences: saved })
})

export const mailEndpoints = [updateMailPreferences, unsubscribe]
