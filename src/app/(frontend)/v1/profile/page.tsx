import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { BusinessProfileForm } from '@/domains/impact/ui/BusinessProfileForm'
import { EqualityForm } from '@/domains/impact/ui/EqualityForm'
import { ProfileForm } from '@/domains/accounts/ui/ProfileForm'
import { toUserObject } from '@/domains/accounts'
import { findBusinessProfile, findEqualityAnswers } from '@/domains/impact'
import { AuthCard } from '@/ui/AuthCard'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Your profile' }

/** Profile (spec 2.11), the learner's business and the optional equality questions, for the programme's figures. Signed-out visitors go to /v1/login. */
export default async function ProfilePage() {
  const learner = await requirePageLearner()
  const user = toUserObject(learner)
  const payload = await getPayload({ config })
  const [business, equality] = await Promise.all([findBusinessProfile(payload, user.id), findEqualityAnswers(payload, user.id)])
  const forms = (
    <>
      <ProfileForm user={user} />
      <section aria-labelledby="business-heading" className="mt-10 border-t-2 border-navy-100 pt-8">
        <h2 id="business-heading" className="text-2xl font-extrabold text-navy-900">
          Your business
        </h2>
        <p className="mt-2 mb-6 text-navy-800">
          The programme&apos;s funder wants to know what changed for businesses like yours. We report counts by size of business, trade and region, never your
          name.
        </p>
        <BusinessProfileForm userId={user.id} profile={business} />
      </section>
      <section aria-labelledby="equality-heading" className="mt-10 border-t-2 border-navy-100 pt-8">
        <h2 id="equality-heading" className="text-2xl font-extrabold text-navy-900">
          About you (optional)
        </h2>
        <p className="mt-2 mb-6 text-navy-800">
          These questions help the funder check the programme reaches everyone. Answer any, none, or &ldquo;Prefer not to say&rdquo;. Your answers are kept apart
          from your account, and no one at the programme reads them one by one: they are only counted in groups of five or more.
        </p>
        <EqualityForm userId={user.id} answers={equality} />
      </section>
    </>
  )
  return <AuthCard title="Your Profile" intro="Your name and business details, as the programme team sees them." form={forms} />
}
