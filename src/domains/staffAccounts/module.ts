import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { Users } from './collections/Users'
import { composeStaffAccountNotice } from './staffAccountNotice'

/** Staff accounts: the admin's users with their own sign-in, two-factor and password endpoints, and the notices a colleague's change mails. */
export const staffAccountsModule: FeatureModule<MailComposer> = {
  name: 'staffAccounts',
  collections: [Users],
  mails: { staffAccountChanged: composeStaffAccountNotice },
}
