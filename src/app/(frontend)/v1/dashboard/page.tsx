import type { Metadata } from 'next'

import { Dashboard } from '@/components/learner/Dashboard'
import { greetingName } from '@/lib/rules/names'
import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function DashboardPage() {
  const learner = await requirePageLearner()
  return <Dashboard greeting={greetingName(learner)} />
}
