import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { ProgramSignups } from './collections/ProgramSignups'
import { WaitingListAnnouncements } from './collections/WaitingListAnnouncements'
import { programSignupEndpoints } from './endpoints/programSignup'
import { waitingListEndpoints } from './endpoints/waitingList'
import { composeWaitingListMail } from './waitingListMail'

/** The programme waiting list: sign-ups, their confirmation, announcements. */
export const waitingListModule: FeatureModule<MailComposer> = {
  name: 'waitingList',
  collections: [ProgramSignups, WaitingListAnnouncements],
  endpoints: [...programSignupEndpoints, ...waitingListEndpoints],
  mails: {
    waitingListConfirmation: composeWaitingListMail,
    waitingListAnnouncement: composeWaitingListMail,
  },
  learnerData: [
    {
      name: 'waiting-list',
      about: 'Your entry on the programme waiting list, if you joined it with this email, and what you agreed to (it has a link of its own to change or remove it).',
      columns: ['name', 'email', 'company', 'team_size', 'consent_wording', 'consented_at', 'consent_address', 'confirmed_at', 'unsubscribed_at', 'joined_at'],
      query: ({ email }) => sql`
        SELECT name, email, company, team_size::text AS team_size, consent_wording, consented_at, consent_address, confirmed_at, unsubscribed_at,
          created_at AS joined_at
        FROM program_signups WHERE email = ${email}`,
    },
  ],
}
