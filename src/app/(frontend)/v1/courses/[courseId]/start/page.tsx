import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { loadCourseDetail } from '@/app/(frontend)/_loaders/courseDetail'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { offeredCheckOf } from '@/domains/impact'
import { ImpactCheck } from '@/domains/impact/ui/ImpactCheck'
import { paidAccessFor } from '@/domains/paidAccess'
import { courseOfQuery, courseStartStep, registerHref } from '@/lib/rules/courseEntry'
import { courseStateFor } from '@/lib/rules/courseState'
import { isCheckOfferedOn } from '@/lib/rules/impactChecks'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Before you start', robots: { index: false } }

type Props = { params: Promise<{ courseId: string }> }

/**
 * Where every way into a course leads once the learner is enrolled (registration from the course, Enrol Now, joining a
 * team): the baseline questions on a screen of their own while they are offered (answer, or "Skip for now"), then the
 * next lesson, which for a new learner is lesson 1 with "How this works". Anyone not enrolled goes to the course's page;
 * a visitor, to register from the course.
 */
export default async function CourseStartPage({ params }: Props) {
  const { courseId } = await params
  const learner = await getPageLearner()
  if (!learner) redirect(registerHref(courseOfQuery(courseId)))
  const course = await loadCourseDetail(courseId, learner)
  if (!course) notFound()
  const payload = await getPayload({ config })
  const [paidAccess, offered] = await Promise.all([
    course.status === 'available' ? paidAccessFor(payload, learner, course) : null,
    course.enrollment.isEnrolled ? offeredCheckOf(payload, String(learner.id), course.id) : null,
  ])
  const baseline = offered?.stage === 'baseline' && isCheckOfferedOn(offered, 'course-start') ? offered : null
  const step = courseStartStep(courseStateFor(course, true, paidAccess), !!baseline)
  if (step.kind === 'course') redirect(`/v1/courses/${course.id}`)
  if (step.kind === 'lesson' || !baseline) redirect(step.href)
  const lesson = course.lessons.find((each) => each.id === step.lessonId)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="font-semibold break-words text-accent-600">You&apos;re enrolled in {course.title}</p>
      <div className="mt-3">
        <ImpactCheck courseId={course.id} stage="baseline" skips={baseline.skips} headingLevel={1} next={{ href: step.href, lesson: `lesson ${lesson?.orderIndex ?? 1}` }} />
      </div>
    </div>
  )
}
