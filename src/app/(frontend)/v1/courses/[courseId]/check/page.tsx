import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { loadCourseDetail } from '@/app/(frontend)/_loaders/courseDetail'
import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { CheckRefused, findCourseChecks } from '@/domains/impact'
import { ImpactCheck } from '@/domains/impact/ui/ImpactCheck'
import { longDate } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Questions about your business' }

type Props = { params: Promise<{ courseId: string }> }

/**
 * A course's check on a page of its own (the dashboard and the 90-day mail link here): the stage open now while it
 * is unanswered, however often it was skipped; otherwise what stands.
 */
export default async function CheckPage({ params }: Props) {
  const learner = await requirePageLearner()
  const course = await loadCourseDetail((await params).courseId, learner)
  if (!course) notFound()
  const checks = await findCourseChecks(await getPayload({ config }), String(learner.id), course.id).catch((error: unknown) => {
    if (error instanceof CheckRefused) notFound()
    throw error
  })
  const open = checks.stages.find((each) => each.stage === checks.open)
  const back = (
    <Link href={`/v1/courses/${course.id}`} className={`${buttonClasses('quiet', 'compact')} mt-6`}>
      Back to {course.title}
    </Link>
  )
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="font-semibold text-accent-600">{course.title}</p>
      {open && !open.answeredAt ? (
        <div className="mt-4">
          <ImpactCheck courseId={course.id} stage={open.stage} skips={open.skips} headingLevel={1} />
          {back}
        </div>
      ) : (
        <>
          <h1 className="mt-1 text-3xl font-extrabold text-navy-900">Questions about your business</h1>
          <p className="mt-4 text-lg text-navy-800">
            {!checks.open
              ? 'Enrol in this course to answer its questions.'
              : open?.answeredAt
                ? `Thank you: you answered these questions on ${longDate(open.answeredAt)}.`
                : 'There are no questions for you to answer now.'}
            {checks.open && checks.open !== 'follow-up' && checks.followUpOpensAt === null ? ' We ask them again when you complete the course.' : null}
            {checks.open === 'end' && checks.followUpOpensAt ? ` We ask once more on ${longDate(checks.followUpOpensAt)}, 90 days after you completed the course.` : null}
          </p>
          {back}
        </>
      )}
    </div>
  )
}
