import { sql } from '@payloadcms/db-postgres'
import type { FeatureModule } from '@/lib/server/featureModule'

import { AuditEvents } from './collections/AuditEvents'

/** The security record: sign-ins, account changes and staff actions. */
export const auditModule: FeatureModule = {
  name: 'audit',
  collections: [AuditEvents],
  learnerData: [
    {
      name: 'audit-events',
      about: 'The security record of your account: sign-ins, password and email changes, and what staff did to it, with the address each came from.',
      columns: ['event', 'outcome', 'client_address', 'detail', 'at'],
      query: ({ email }) => sql`
        SELECT event, outcome, client_address, detail, created_at AS at FROM audit_events
        WHERE account_type = 'learner' AND account_email = ${email} ORDER BY created_at`,
    },
  ],
  // The security record stays, under the stand-in address.
  closeAccount: async ({ db, learner, standIn }) => {
    await db.execute(sql`UPDATE audit_events SET account_email = ${standIn} WHERE account_type = 'learner' AND account_email = ${learner.email}`)
  },
}
