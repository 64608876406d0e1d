import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { CloseAccountForm } from '@/domains/personalData/ui/CloseAccountForm'
import { EmailForm } from '@/domains/accounts/ui/EmailForm'
import { FirstPasswordForm } from '@/domains/accounts/ui/FirstPasswordForm'
import { MailPreferencesForm } from '@/domains/mail/ui/MailPreferencesForm'
import { MembershipCard } from '@/domains/accounts/ui/MembershipCard'
import { findMobile, textRemindersOffered } from '@/domains/notifications'
import { PhoneNotificationsCard } from '@/domains/notifications/ui/PhoneNotificationsCard'
import { TextRemindersCard } from '@/domains/notifications/ui/TextRemindersCard'
import { PasswordForm } from '@/domains/accounts/ui/PasswordForm'
import { YourDataCard } from '@/domains/personalData/ui/YourDataCard'
import { toUserObject } from '@/domains/accounts'
import { catalogueSections, getCatalogue } from '@/domains/content'
import { countLockedPaidCourses } from '@/domains/paidAccess'
import { findTeamView } from '@/domains/teams'
import { TeamPanel } from '@/domains/teams/ui/TeamPanel'
import { hasSomethingToUpgradeTo } from '@/lib/rules/lessonAccess'
import { mailPreferencesOf } from '@/lib/rules/mailKinds'
import { teamCourseChoicesOf } from '@/domains/teams/contract/rules'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Account settings' }

/**
 * Account settings (spec 2.12): membership, email, password, email preferences and notifications on this phone; the
 * learner's team; then their data rights:
 * download it all, or close the account. Signed-out visitors go to /v1/login.
 */
export default async function AccountPage() {
  const learner = await requirePageLearner()
  const user = toUserObject(learner)
  const payload = await getPayload({ config })
  const [team, catalogue, lockedPaidCourses] = await Promise.all([findTeamView(payload, user.id), getCatalogue(payload), countLockedPaidCourses(payload, user.id)])
  const featuredId = catalogueSections(catalogue).featured?.id
  const choices = teamCourseChoicesOf(catalogue).map((course) => ({ ...course, featured: course.id === featuredId }))
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-navy-900">Account Settings</h1>
      <MembershipCard user={user} canUpgrade={hasSomethingToUpgradeTo(learner, lockedPaidCourses)} />
      <EmailForm user={user} signsInByCode={Boolean(learner.signsInByCode)} />
      {learner.signsInByCode ? <FirstPasswordForm userId={user.id} /> : <PasswordForm userId={user.id} />}
      <MailPreferencesForm userId={user.id} preferences={mailPreferencesOf(learner.emailPreferences)} />
      <PhoneNotificationsCard />
      {textRemindersOffered() ? <TextRemindersCard initial={await findMobile(payload, user.id)} /> : null}
      <TeamPanel initial={team} company={user.company ?? ''} choices={choices} />
      <YourDataCard />
      <CloseAccountForm signsInByCode={Boolean(learner.signsInByCode)} />
    </div>
  )
}
