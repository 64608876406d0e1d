import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { CourseCover } from '@/components/courses/CourseCover'
import { Dashboard } from '@/components/learner/Dashboard'
import { WhatIsNext } from '@/components/learner/whatIsNext/WhatIsNext'
import { findGroupInvite } from '@/domains/calls'
import { getCatalogue } from '@/domains/content'
import { offeredChecksOf } from '@/domains/impact'
import { coursesToBookFor, findLearnerBookings } from '@/domains/mentoring'
import { membersStartedThisWeek } from '@/domains/teams'
import { TeamThisWeek } from '@/domains/teams/ui/TeamThisWeek'
import { findActionCounts, findCoachRepliesToShow } from '@/domains/workbook'
import { isCheckOfferedOn } from '@/lib/rules/impactChecks'
import { latestAgreedBooking, nextBooking } from '@/domains/mentoring/contract/rules'
import { dashboardGreeting } from '@/lib/rules/names'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function DashboardPage() {
  const learner = await requirePageLearner()
  const payload = await getPayload({ config })
  const learnerId = String(learner.id)
  const now = new Date()
  const covers = Object.fromEntries(
    (await getCatalogue(payload)).map((course) => [course.id, <CourseCover key={course.id} cover={course.cover} placement="dashboard" className="max-h-40" />]),
  )
  const [actions, offered, replies, bookings, bookable, group, teamStarts] = await Promise.all([
    findActionCounts(payload, learnerId),
    offeredChecksOf(payload, learnerId),
    findCoachRepliesToShow(payload, learnerId, now),
    findLearnerBookings(payload, learnerId, now),
    coursesToBookFor(payload, learnerId),
    findGroupInvite(payload, learnerId),
    membersStartedThisWeek(payload, learnerId),
  ])
  const checks = offered.filter((check) => isCheckOfferedOn(check, 'dashboard'))
  const whatIsNext = (
    <WhatIsNext
      replies={replies}
      mentoring={{ next: nextBooking(bookings, now), agreed: latestAgreedBooking(bookings), canBook: bookable.length > 0 }}
      group={group}
    />
  )
  const team = teamStarts === null ? null : <TeamThisWeek started={teamStarts} />
  return <Dashboard greeting={dashboardGreeting(learner)} covers={covers} actions={actions} checks={checks} team={team} whatIsNext={whatIsNext} />
}
