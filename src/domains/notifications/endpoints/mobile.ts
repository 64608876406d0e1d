import { randomUUID } from 'node:crypto'

import { requireLearner } from '@/domains/accounts'
import { mobileCodeMinutes, mobileCodesPerWindow, mobileMessages } from '@/lib/rules/textMessages'
import { apiEndpoint, badRequest, noContent, notFound, readOperationBody, reply, tooManyRequests } from '@/lib/server/http'
import { limitByClient, withinLimit } from '@/lib/server/http/rateLimit'

import { notificationsOperations as operations } from '../contract/operations'
import { queueNotifications } from '../queuePush'
import { textGateway } from '../texts/gateway'
import { chooseTextReminders, confirmMobile, forgetMobile, saveMobile } from '../texts/mobileNumbers'

/** PUT /api/v1/account/mobile: the learner's mobile for text reminders, and a code texted to confirm it. */
const saveMobileEndpoint = apiEndpoint(operations.saveMobile, async (req) => {
  const learner = await requireLearner(req)
  if (!textGateway()) throw notFound(mobileMessages.off)
  await limitByClient(req, 'mobile')
  const { number } = await readOperationBody(operations.saveMobile, req)
  const learnerId = String(learner.id)
  const { view, needsCode } = await saveMobile(req.payload, learnerId, number)
  if (!needsCode) return reply(operations.saveMobile, 200, { mobile: view, codeSent: false, message: `${view.number} is confirmed for text reminders.` })
  if (!(await withinLimit(req.payload, `learner:mobile-code:${learnerId}`, mobileCodesPerWindow, mobileCodeMinutes * 60))) {
    throw tooManyRequests(mobileCodeMinutes * 60, mobileMessages.tooMany)
  }
  await queueNotifications(req.payload, [], new Date(), [{ kind: 'mobileCode', eventKey: `text:mobileCode:${learnerId}:${randomUUID()}`, learnerId }])
  return reply(operations.saveMobile, 200, {
    mobile: view,
    codeSent: true,
    message: `We've texted a 6-digit code to ${view.number}. It works for ${mobileCodeMinutes} minutes.`,
  })
})

/** POST /api/v1/account/mobile/confirm: the texted code confirms the number. */
const confirmMobileEndpoint = apiEndpoint(operations.confirmMobile, async (req) => {
  const learner = await requireLearner(req)
  const { code } = await readOperationBody(operations.confirmMobile, req)
  const confirmed = await confirmMobile(req.payload, String(learner.id), code)
  if (!confirmed) throw badRequest(mobileMessages.wrongCode, [{ field: 'code', message: mobileMessages.wrongCode }])
  return reply(operations.confirmMobile, 200, confirmed)
})

/** PUT /api/v1/account/mobile/reminders: which reminders go by text. */
const chooseTextRemindersEndpoint = apiEndpoint(operations.chooseTextReminders, async (req) => {
  const learner = await requireLearner(req)
  const { kinds } = await readOperationBody(operations.chooseTextReminders, req)
  const saved = await chooseTextReminders(req.payload, String(learner.id), kinds)
  if (!saved) throw notFound('No mobile number is kept for text reminders.')
  return reply(operations.chooseTextReminders, 200, saved)
})

/** POST /api/v1/account/mobile/off: the number is forgotten. */
const removeMobileEndpoint = apiEndpoint(operations.removeMobile, async (req) => {
  const learner = await requireLearner(req)
  await readOperationBody(operations.removeMobile, req)
  await forgetMobile(req.payload.db.drizzle, String(learner.id))
  return noContent()
})

export const mobileEndpoints = [saveMobileEndpoint, confirmMobileEndpoint, chooseTextRemindersEndpoint, removeMobileEndpoint]
