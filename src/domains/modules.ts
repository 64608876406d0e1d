import { accountsModule } from './accounts/module'
import { auditModule } from './audit/module'
import { browserErrorsModule } from './browserErrors/module'
import { callsModule } from './calls/module'
import { certificatesModule } from './certificates/module'
import { contactModule } from './contact/module'
import { courseInterestModule } from './courseInterest/module'
import { impactModule } from './impact/module'
import { learningModule } from './learning/module'
import { checkMailComposers, type MailComposer } from './mail'
import { mailModule } from './mail/module'
import { maintenanceModule } from './maintenance/module'
import { mentoringModule } from './mentoring/module'
import { checkPushComposers, type PushComposer } from './notifications'
import { notificationsModule } from './notifications/module'
import { onboardingModule } from './onboarding/module'
import { paidAccessModule } from './paidAccess/module'
import { personalDataModule } from './personalData/module'
import { reportsModule } from './reports/module'
import { staffAccountsModule } from './staffAccounts/module'
import { teamsModule } from './teams/module'
import { waitingListModule } from './waitingList/module'
import { workbookModule } from './workbook/module'
import type { FeatureModule } from '@/lib/server/featureModule'

/**
 * The features of the app, each one module (src/domains/<name>/module.ts). Adding a feature adds one line here; the
 * order is the order of their collections in the admin, of their sections in a learner's data download, and of their
 * endpoints when two paths could match.
 */
export const modules: FeatureModule<MailComposer, PushComposer>[] = [
  accountsModule,
  impactModule,
  teamsModule,
  learningModule,
  onboardingModule,
  paidAccessModule,
  courseInterestModule,
  certificatesModule,
  workbookModule,
  callsModule,
  mentoringModule,
  mailModule,
  notificationsModule,
  waitingListModule,
  contactModule,
  auditModule,
  personalDataModule,
  reportsModule,
  maintenanceModule,
  staffAccountsModule,
  browserErrorsModule,
]

checkMailComposers(modules)
checkPushComposers(modules)
