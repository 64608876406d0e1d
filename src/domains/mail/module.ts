import { sql } from '@payloadcms/db-postgres'
import type { FeatureModule } from '@/lib/server/featureModule'

import { MailDeliveries } from './collections/MailDeliveries'
import type { MailComposer } from './composeMail'
import { deleteMailsOf, forgetMailsOf } from './deliveries'
import { mailEndpoints } from './endpoints/mail'
import { requeueStrandedMailTask } from './jobs/requeueStrandedMailTask'
import { sendMailTask } from './jobs/sendMail'

/** The programme's mail: recorded once per event, queued, composed when sent; preferences and unsubscribe. */
export const mailModule: FeatureModule<MailComposer> = {
  name: 'mail',
  collections: [MailDeliveries],
  endpoints: [...mailEndpoints],
  tasks: [sendMailTask, requeueStrandedMailTask],
  learnerData: [
    {
      name: 'mails',
      about: 'The emails the programme sent you or meant to: which, to what address, and what happened to each.',
      columns: ['kind', 'to', 'subject', 'status', 'sent_at', 'created_at'],
      query: ({ id }) => sql`
        SELECT kind, "to", subject, status, sent_at, created_at FROM mail_deliveries WHERE learner_id = ${id} ORDER BY created_at`,
    },
  ],
  // The mails stay in the figures, to an address that names no one.
  closeAccount: ({ db, learner, standIn }) => forgetMailsOf(db, learner, standIn),
  deleteAccount: ({ req, learnerId }) => deleteMailsOf(req, learnerId),
}
