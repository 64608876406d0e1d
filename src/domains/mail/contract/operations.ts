import { notYours, operation, signedOut, validation } from '@/lib/contract/operation'

import { mailRoutes } from './routes'
import { mailPreferences, mailPreferencesSchema, unsubscribed } from './schemas'

/** Mail's part of the HTTP contract (CONTRACT.md). */
export const mailOperations = {
  mailPreferences: operation({
    ...mailRoutes.mailPreferences, summary: 'Choose which programme mails to get', access: 'signed-in', body: mailPreferencesSchema,
    responses: { 200: { description: 'The stored choices', body: mailPreferences }, 400: validation, 401: signedOut, 403: notYours },
  }),
  unsubscribe: operation({
    ...mailRoutes.unsubscribe, summary: 'Unsubscribe with the link of a mail (RFC 8058 one-click; any body)', access: 'anyone',
    responses: {
      200: { description: "That kind of mail is off at once; all the learner's choices", body: unsubscribed },
      404: { description: 'Not a valid unsubscribe token, or its learner is gone' },
    },
  }),
}
