'use client'

import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { UpcomingCalls } from '@/domains/calls/ui/UpcomingCalls'
import type { LearnerCertificate } from '@/domains/certificates/contract/schemas'
import { callCertificates } from '@/domains/certificates/ui/certificatesApi'
import { CertificateLinks } from '@/domains/certificates/ui/CertificateLinks'
import type { OfferedCheck } from '@/domains/impact'
import { CheckInvitations } from '@/domains/impact/ui/CheckInvitations'
import { ProgressSummary } from '@/domains/learning/ui/ProgressSummary'
import { certificatesQueryKey, progressQueryKey } from '@/domains/learning/ui/invalidateLearning'
import type { ProgressItem } from '@/domains/learning/contract/schemas'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { progressStats } from '@/lib/rules/progress'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { HeadedSection } from '@/ui/HeadedSection'
import { Link } from '@/ui/Link'
import { callLearning } from '@/domains/learning/ui/learningApi'

/** The courses' covers by course id, drawn on the server from the cached catalogue (the progress call carries none). */
type CoursesCovers = Record<string, ReactNode>

/** Actions sent of actions set in each course (My workbook), by course id, counted on the server. */
export type ActionCounts = Record<string, { actionsSet: number; actionsDone: number }>

const CourseCard = ({ item, certificate, cover, actions }: { item: ProgressItem; certificate?: LearnerCertificate; cover?: ReactNode; actions?: ActionCounts[string] }) => {
  const complete = item.progressPercentage === 100
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border-2 border-navy-100">
      {cover ?? null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-xl font-bold text-navy-900">{item.course.title}</h3>
          {item.course.isFree ? <Badge>FREE</Badge> : null}
          {complete ? <Badge tone="success">COMPLETED</Badge> : null}
        </div>
        <p className="mt-2 text-navy-800">{item.course.summary}</p>
        <div className="mt-4">
          <ProgressSummary courseTitle={item.course.title} completed={item.completedLessons} total={item.totalLessons} percentage={item.progressPercentage} />
        </div>
        {actions && actions.actionsSet > 0 ? (
          <p className="mt-3 text-navy-800">
            Actions:{' '}
            <Link href="/v1/workbook" className="font-semibold underline">
              {actions.actionsDone} of {actions.actionsSet} sent to your coach
            </Link>
          </p>
        ) : null}
        {certificate ? <CertificateLinks certificate={certificate} /> : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link href={`/v1/courses/${item.course.id}`} className={buttonClasses('quiet', 'compact')}>
            View Course
          </Link>
          {item.nextLessonId ? (
            <Link href={continueLessonHref(item.nextLessonId)} className={buttonClasses('primary', 'compact')}>
              {item.progressPercentage === 0 ? 'Start Course' : 'Continue Learning'}
            </Link>
          ) : (
            <button type="button" disabled className={buttonClasses('disabled', 'compact')}>
              Course Complete
            </button>
          )}
        </div>
      </div>
    </li>
  )
}

/** The progress dashboard (spec 2.10). Its progress query is never cached. `greeting` is its whole heading. */
type Props = {
  greeting: string
  covers: CoursesCovers
  actions: ActionCounts
  checks: OfferedCheck[]
  /** For a team's owner: their team this week, drawn on the server. */
  team?: ReactNode
  /** What is next for the learner (coach's replies, mentoring, the group), drawn on the server. */
  whatIsNext: ReactNode
}

export const Dashboard = ({ greeting, covers, actions, checks, team = null, whatIsNext }: Props) => {
  const progress = useQuery({
    queryKey: progressQueryKey,
    queryFn: () => callLearning('progressList'),
    staleTime: 0,
  })
  const certificates = useQuery({
    queryKey: certificatesQueryKey,
    queryFn: () => callCertificates('certificates'),
    staleTime: 0,
  })
  const items = progress.data ?? []
  const stats = progressStats(items)
  const nextUp = items.find((item) => item.nextLessonId)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-navy-900">{greeting}</h1>
      <p className="mt-2 text-lg text-navy-800">Here is how your learning is going.</p>
      {team}

      {whatIsNext}

      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ['Total Courses', String(stats.totalCourses)],
          ['Completed Courses', String(stats.completedCourses)],
          ['Lessons Completed', `${stats.completedLessons} of ${stats.totalLessons}`],
          ['Overall Progress', `${stats.overallPercentage}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-navy-100 p-5">
            <dt className="font-semibold text-navy-800">{label}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-navy-900">{progress.isPending ? '…' : value}</dd>
          </div>
        ))}
      </dl>

      {checks.length ? <CheckInvitations checks={checks} /> : null}

      <HeadedSection headingId="my-courses" heading="My Courses" className="mt-10">
        {progress.isPending ? (
          <p role="status" className="mt-4">
            Loading your courses…
          </p>
        ) : progress.isError ? (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            We couldn&apos;t load your courses. Please refresh the page.
          </p>
        ) : items.length === 0 ? (
          <div className="mt-4 rounded-xl border-2 border-dashed border-navy-100 p-8 text-center">
            <p className="text-xl font-bold">No courses enrolled yet</p>
            <p className="mt-2 text-navy-800">Pick a course to start learning.</p>
            <Link href="/v1/courses" className={`${buttonClasses('primary', 'compact')} mt-4`}>
              Browse Courses
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {items.map((item) => (
              <CourseCard
                key={item.id}
                item={item}
                cover={covers[item.course.id]}
                actions={actions[item.course.id]}
                certificate={certificates.data?.find((each) => each.courseId === item.course.id)}
              />
            ))}
          </ul>
        )}
      </HeadedSection>

      {items.length > 0 ? (
        <HeadedSection headingId="upcoming-calls" heading="Upcoming calls" className="mt-10">
          <UpcomingCalls limit={3} moreLink />
        </HeadedSection>
      ) : null}

      <HeadedSection headingId="quick-actions" heading="Quick Actions" className="mt-10">
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/v1/courses" className={buttonClasses('quiet', 'compact')}>
            Browse All Courses
          </Link>
          {nextUp?.nextLessonId ? (
            <Link href={`/v1/lessons/${nextUp.nextLessonId}`} className={buttonClasses('primary', 'compact')}>
              Continue Where You Left Off
            </Link>
          ) : null}
        </div>
      </HeadedSection>
    </div>
  )
}
