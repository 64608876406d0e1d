import { sql } from '@payloadcms/db-postgres'
import type { FeatureModule } from '@/lib/server/featureModule'

import { ContactMessages } from './collections/ContactMessages'
import { contactEndpoints } from './endpoints/contact'

/** Messages sent through the contact page. */
export const contactModule: FeatureModule = {
  name: 'contact',
  collections: [ContactMessages],
  endpoints: [...contactEndpoints],
  learnerData: [
    {
      name: 'contact-messages',
      about: 'The messages you sent us through the contact page with this email.',
      columns: ['name', 'email', 'company', 'phone', 'subject', 'message', 'sent_at'],
      query: ({ email }) => sql`
        SELECT name, email, company, phone, subject, message, created_at AS sent_at FROM contact_messages WHERE lower(email) = ${email} ORDER BY created_at`,
    },
  ],
  // Their messages through the contact page go.
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`DELETE FROM contact_messages WHERE lower(email) = ${learner.email}`)
  },
}
