import { z } from 'zod'

import { userId } from './fields'

export const mailPreferenceMessages = { reminders: 'reminders must be true or false', courseUpdates: 'courseUpdates must be true or false' }

/** PUT /api/v1/account/mail-preferences: which programme mails the learner wants. */
export const mailPreferencesSchema = z.object({
  userId: userId(),
  reminders: z.boolean({ error: mailPreferenceMessages.reminders }),
  courseUpdates: z.boolean({ error: mailPreferenceMessages.courseUpdates }),
})

export type MailPreferencesInput = z.input<typeof mailPreferencesSchema>
