import { z } from 'zod'

import { pushKinds } from '@/lib/rules/phoneNotifications'
import { mobileCodeDigits, mobileMessages, textReminderKinds, ukMobile } from '@/lib/rules/textMessages'
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

/** PUT /api/v1/account/mobile: the learner's mobile for text reminders, as they write it; kept in the international form. */
export const saveMobileSchema = z.object({
  userId: userId(),
  number: z
    .string({ error: mobileMessages.number })
    .max(40, mobileMessages.number)
    .transform((number, context) => ukMobile(number) ?? (context.addIssue({ code: 'custom', message: mobileMessages.number }), z.NEVER)),
})

/** POST /api/v1/account/mobile/confirm: the code texted to it, spaces or dashes allowed. */
export const confirmMobileSchema = z.object({
  userId: userId(),
  code: z
    .string({ error: mobileMessages.code })
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${mobileCodeDigits}}$`), mobileMessages.code)),
})

const textReminderKindsMessage = `kinds must be a list of ${textReminderKinds.join(', ')}`

/** PUT /api/v1/account/mobile/reminders: which reminders go to the number by text. */
export const chooseTextRemindersSchema = z.object({
  userId: userId(),
  kinds: z.array(z.enum(textReminderKinds, { error: textReminderKindsMessage }), { error: textReminderKindsMessage }).max(textReminderKinds.length, textReminderKindsMessage),
})

export const removeMobileSchema = z.object({ userId: userId() })

/** The learner's mobile as their account page shows it. */
export const mobile = z.strictObject({
  number: z.string().describe('As a UK reader writes it: 07700 900123'),
  confirmed: z.boolean(),
  kinds: z.array(z.enum(textReminderKinds)).describe('The reminders it gets by text once confirmed'),
})

/** After saving a number: it, and whether a code was texted to confirm it. */
export const savedMobile = z.strictObject({ mobile, codeSent: z.boolean(), message: z.string() })

/** The notifications module's schemas by the names the OpenAPI document gives them. */
export const notificationsSchemas = {
  request: {
    PhoneNotificationsRequest: savePhoneSchema,
    PhoneNotificationsOffRequest: turnOffPhoneSchema,
    MobileRequest: saveMobileSchema,
    MobileConfirmRequest: confirmMobileSchema,
    TextRemindersRequest: chooseTextRemindersSchema,
    MobileOffRequest: removeMobileSchema,
  },
  response: { PhoneNotifications: phoneNotifications, PhoneNotificationsKey: serverKey, Mobile: mobile, SavedMobile: savedMobile },
}
