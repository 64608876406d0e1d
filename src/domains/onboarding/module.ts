import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { composeEnrolmentMail, composeWelcomeMail } from './courseMails'

/** A learner's arrival: the welcome after registering, and an enrolment with its mail, whichever way they come. */
export const onboardingModule: FeatureModule<MailComposer> = {
  name: 'onboarding',
  mails: { welcome: composeWelcomeMail, enrolment: composeEnrolmentMail },
}
