import type { Payload } from 'payload'

import { runInBackground } from '@/lib/server/background'
import { env } from '@/lib/server/env'

/**
 * A plain notice to the programme's staff inbox (STAFF_EMAIL): a new signup, a contact message, an access request.
 * Sent in the background without holding up the answer; a failure is logged, never shown.
 */
export const sendToStaff = (payload: Payload, subject: string, text: string): void => {
  const to = env.staffEmail
  if (to) runInBackground(payload, `send "${subject}"`, () => payload.sendEmail({ to, subject, text }))
}
