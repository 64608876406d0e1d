import { requireLearner } from '@/domains/accounts'
import { deviceLabel, isPushServiceEndpoint } from '@/lib/rules/phoneNotifications'
import { env } from '@/lib/server/env'
import { apiEndpoint, badRequest, noContent, readOperationBody, reply } from '@/lib/server/http'

import { notificationsOperations as operations } from '../contract/operations'
import { isPushKey, vapidPublicKey } from '../pushService'
import { forgetPhone, savePhone } from '../subscriptions'

export const unknownPushServiceMessage = "This browser's notification service is not one we can send to. Try Chrome, Firefox, Edge or Safari."
export const badPushKeyMessage = "keys.p256dh is not a key we can encrypt to: turn notifications off and on again in this browser."

/** GET /api/v1/account/phone-notifications/key: the key this browser subscribes with. */
const serverKeyEndpoint = apiEndpoint(operations.serverKey, async (req) => {
  await requireLearner(req)
  return reply(operations.serverKey, 200, { publicKey: vapidPublicKey() })
})

/** PUT /api/v1/account/phone-notifications: this phone on, its keys refreshed, or its kinds chosen. */
const savePhoneEndpoint = apiEndpoint(operations.savePhone, async (req) => {
  const learner = await requireLearner(req)
  const { endpoint, keys, kinds } = await readOperationBody(operations.savePhone, req)
  if (!isPushServiceEndpoint(endpoint, env.push.extraServiceOrigins)) throw badRequest(unknownPushServiceMessage, [{ field: 'endpoint', message: unknownPushServiceMessage }])
  if (!isPushKey(keys.p256dh)) throw badRequest(badPushKeyMessage, [{ field: 'keys.p256dh', message: badPushKeyMessage }])
  const saved = await savePhone(req.payload, String(learner.id), { endpoint, ...keys, kinds, device: deviceLabel(req.headers.get('user-agent')) })
  return reply(operations.savePhone, 200, { kinds: saved })
})

/** POST /api/v1/account/phone-notifications/off: this phone off. */
const turnOffPhoneEndpoint = apiEndpoint(operations.turnOffPhone, async (req) => {
  const learner = await requireLearner(req)
  const { endpoint } = await readOperationBody(operations.turnOffPhone, req)
  await forgetPhone(req.payload, String(learner.id), endpoint)
  return noContent()
})

export const notificationsEndpoints = [serverKeyEndpoint, savePhoneEndpoint, turnOffPhoneEndpoint]
