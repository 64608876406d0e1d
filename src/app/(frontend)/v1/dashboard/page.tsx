import type { Metadata } from 'next'

import { Dashboard } from '@/components/learner/Dashboard'
import { greetingName } from '@/lib/learner/displayName'
import { requirePageLearner } from '@/lib/session/pageSession'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function DashboardPage() {
  const learner = await requirePageLearner()
  return <Dashboard greeting={greetingName(learner)} />
}
