import { z } from 'zod'

import { pushKinds } from '@/lib/rules/phoneNotifications'
import { userId } from '@/lib/validation/fields'

export const phoneNotificationMessages = {
  endpoint: "endpoint must be the address your browser's notification service gave (PushSubscription.endpoint)",
  p256dh: "keys.p256dh must be the browser's public key (PushSubscription.getKey('p256dh'), base64url)",
  auth: "keys.auth must be the browser's secret (PushSubscription.getKey('auth'), base64url)",
  kinds: `kinds must be a list of ${pushKinds.join(', ')}`,
}

const base64url = (length: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}=*$`), message)
    .transform((value) => value.replace(/=+$/, ''))

const endpoint = () => z.string({ error: phoneNotificationMessages.endpoint }).trim().min(1, phoneNotificationMessages.endpoint).max(1000, phoneNotificationMessages.endpoint)

/** PUT /api/v1/account/phone-notifications: this phone's push subscription (PushSubscription.toJSON()), and the kinds it wants. */
export const savePhoneSchema = z.object({
  userId: userId(),
  endpoint: endpoint(),
  keys: z.object({ p256dh: base64url(87, phoneNotificationMessages.p256dh), auth: base64url(22, phoneNotificationMessages.auth) }, { error: phoneNotificationMessages.p256dh }),
  kinds: z.array(z.enum(pushKinds, { error: phoneNotificationMessages.kinds }), { error: phoneNotificationMessages.kinds }).max(pushKinds.length, phoneNotificationMessages.kinds).optional(),
})

export type SavePhoneInput = z.input<typeof savePhoneSchema>

/** POST /api/v1/account/phone-notifications/off: this phone, by its subscription's endpoint. */
export const turnOffPhoneSchema = z.object({ userId: userId(), endpoint: endpoint() })

/** The kinds of notification this phone gets. */
export const phoneNotifications = z.strictObject({ kinds: z.array(z.enum(pushKinds)) })

/** The key a browser subscribes with (PushManager.subscribe's applicationServerKey): the server's VAPID public key. */
export const serverKey = z.strictObject({ publicKey: z.string().describe('A P-256 public key, base64url') })

/** The notifications module's schemas by the names the OpenAPI document gives them. */
export const notificationsSchemas = {
  request: { PhoneNotificationsRequest: savePhoneSchema, PhoneNotificationsOffRequest: turnOffPhoneSchema },
  response: { PhoneNotifications: phoneNotifications, PhoneNotificationsKey: serverKey },
}
