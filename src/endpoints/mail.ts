import { endpoint, json, notFound, parseInput, readJsonBody } from '@/lib/server/http'
import { mailPreferencesOf } from '@/lib/rules/mailKinds'
import { saveMailPreferences, readUnsubscribeToken } from '@/domains/mail'
import { assertOwnUserId, requireLearner } from '@/domains/accounts'
import { mailPreferencesSchema } from '@/lib/validation'

export const unsubscribeLinkInvalidMessage = 'This unsubscribe link is not valid. You can turn mails off on your account page.'

/** PUT /api/v1/account/mail-preferences: which programme mails the learner wants, on their account page. */
const updateMailPreferences = endpoint('put', '/v1/account/mail-preferences', async (req) => {
  const learner = await requireLearner(req)
  const { userId, reminders, courseUpdates } = parseInput(mailPreferencesSchema, await readJsonBody(req))
  assertOwnUserId(learner, userId)
  const saved = await saveMailPreferences(req.payload, String(learner.id), { reminders, courseUpdates })
  return json(saved ?? mailPreferencesOf(null))
})

/**
 * POST /api/v1/unsubscribe/:token: the link in every programme mail, no sign-in needed. Mail apps post here when the
 * reader presses their own "Unsubscribe" (RFC 8058 one-click, `List-Unsubscribe-Post`); the unsubscribe page's button
 * does the same. Whatever the body, the token alone says who and what.
 */
const unsubscribe = endpoint('post', '/v1/unsubscribe/:token', async (req) => {
  const request = readUnsubscribeToken(req.routeParams?.token)
  if (!request) throw notFound(unsubscribeLinkInvalidMessage)
  const saved = await saveMailPreferences(req.payload, request.learnerId, { [request.topic]: false })
  if (!saved) throw notFound(unsubscribeLinkInvalidMessage)
  return json({ topic: request.topic, preferences: saved })
})

export const mailEndpoints = [updateMailPreferences, unsubscribe]
