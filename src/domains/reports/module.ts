import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { composeStaffDigest, queueStaffDigest } from './staffDigest'

/** The staff's reports: the programme's figures, its funnels and stuck learners, and the weekly digest mailed to staff. */
export const reportsModule: FeatureModule<MailComposer> = {
  name: 'reports',
  tasks: [queueStaffDigest],
  mails: { digest: composeStaffDigest },
}
