import { z } from 'zod'

import { mailTopics } from '@/lib/rules/mailKinds'
import { userId } from '@/lib/validation/fields'

export const mailPreferenceMessages = { reminders: 'reminders must be true or false', courseUpdates: 'courseUpdates must be true or false' }

/** PUT /api/v1/account/mail-preferences: which programme mails the learner wants. */
export const mailPreferencesSchema = z.object({
  userId: userId(),
  reminders: z.boolean({ error: mailPreferenceMessages.reminders }),
  courseUpdates: z.boolean({ error: mailPreferenceMessages.courseUpdates }),
})

export type MailPreferencesInput = z.input<typeof mailPreferencesSchema>

/** The learner's choices of programme mail. */
export const mailPreferences = z.strictObject({ reminders: z.boolean(), courseUpdates: z.boolean() })

/** What a one-click unsubscribe turned off, and the choices now. */
export const unsubscribed = z.strictObject({ topic: z.enum(mailTopics), preferences: mailPreferences })

/** Mail's schemas by the names the OpenAPI document gives them. */
export const mailSchemas = {
  request: { MailPreferencesRequest: mailPreferencesSchema },
  response: { MailPreferences: mailPreferences, Unsubscribed: unsubscribed },
}
