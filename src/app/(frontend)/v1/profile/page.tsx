import type { Metadata } from 'next'

import { ProfileForm } from '@/components/account/ProfileForm'
import { AuthCard } from '@/components/learner/AuthCard'
import { toUserObject } from '@/domains/accounts'
import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'

export const metadata: Metadata = { title: 'Your profile' }

/** Profile (spec 2.11). Signed-out visitors go to /v1/login. */
export default async function ProfilePage() {
  const learner = await requirePageLearner()
  const form = <ProfileForm user={toUserObject(learner)} />
  return <AuthCard title="Your Profile" intro="Your name and business details, as the programme team sees them." form={form} />
}
