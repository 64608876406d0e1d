import type { Metadata } from 'next'

import { CourseCover } from '@/components/courses/CourseCover'
import { Dashboard } from '@/components/learner/Dashboard'
import { dashboardGreeting } from '@/lib/rules/names'
import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { getCatalogue } from '@/domains/content'
import { groupLinkFor } from '@/domains/calls'
import { findActionCounts } from '@/domains/workbook'
import { offeredChecksOf } from '@/domains/impact'
import { isCheckOfferedOn } from '@/lib/rules/impactChecks'
import { membersStartedThisWeek } from '@/domains/teams'
import { TeamThisWeek } from '@/components/teams/TeamThisWeek'
import { getPayload } from 'payload'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function DashboardPage() {
  const learner = await requirePageLearner()
  const payload = await getPayload({ config })
  const covers = Object.fromEntries(
    (await getCatalogue(payload)).map((course) => [course.id, <CourseCover key={course.id} cover={course.cover} placement="dashboard" className="max-h-40" />]),
  )
  const [actions, groupLink, offered, teamStarts] = await Promise.all([
    findActionCounts(payload, String(learner.id)),
    groupLinkFor(payload, String(learner.id)),
    offeredChecksOf(payload, String(learner.id)),
    membersStartedThisWeek(payload, String(learner.id)),
  ])
  const checks = offered.filter((check) => isCheckOfferedOn(check, 'dashboard'))
  return <Dashboard greeting={dashboardGreeting(learner)} covers={covers} actions={actions} groupLink={groupLink} checks={checks} team={teamStarts === null ? null : <TeamThisWeek started={teamStarts} />} />
}
