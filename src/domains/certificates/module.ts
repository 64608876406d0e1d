import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { Certificates } from './collections/Certificates'
import { composeCongratulationsMail } from './congratulationsMail'
import { certificateEndpoints } from './endpoints/certificates'

/** What a closed holder's certificate keeps instead of their name (the verification page does not show it). */
const closedHolderName = 'Name removed: account closed'

/** Certificates of completion, their public check and the congratulations mail. */
export const certificatesModule: FeatureModule<MailComposer> = {
  name: 'certificates',
  collections: [Certificates],
  endpoints: [...certificateEndpoints],
  mails: {
    congratulations: composeCongratulationsMail,
  },
  learnerData: [
    {
      name: 'certificates',
      about: 'Your certificates, with the code anyone can check at the address on each.',
      columns: ['course', 'name_on_certificate', 'completed_at', 'code', 'revoked_at'],
      query: ({ id }) => sql`
        SELECT course_title AS course, learner_name AS name_on_certificate, completed_at, code, revoked_at
        FROM certificates WHERE learner_id = ${id} ORDER BY completed_at`,
    },
  ],
  // A certificate stays (its verification page then says the holder closed their account), without their name.
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`
      UPDATE certificates SET learner_name = ${closedHolderName}, holder_closed_at = now(), updated_at = now() WHERE learner_id = ${learner.id}`)
  },
  deleteAccount: async ({ req, learnerId }) => {
    await req.payload.delete({ collection: 'certificates', where: { learner: { equals: learnerId } }, req, overrideAccess: true })
  },
}
