import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import config from '@payload-config'
import { coursesOfInterestTo } from '@/domains/courseInterest'
import { paidAccessFor } from '@/domains/paidAccess'
import { groupLinkFor } from '@/domains/calls'

import { CourseScreen } from '@/components/courses/CourseScreen'
import { loadCourseDetail } from '@/app/(frontend)/_loaders/courseDetail'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { getCatalogue } from '@/domains/content'
import { isRecordingsCourse } from '@/lib/rules/courseKinds'

type Props = { params: Promise<{ courseId: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const course = await loadCourseDetail((await params).courseId, await getPageLearner())
  return course ? { title: course.title, description: course.summary } : { title: 'Course not found' }
}

/** Course detail (spec 2.15). The call recordings are no course to enrol in: their place is Calls. */
export default async function CoursePage({ params }: Props) {
  const learner = await getPageLearner()
  const course = await loadCourseDetail((await params).courseId, learner)
  if (!course) notFound()
  if (isRecordingsCourse(course.kind)) redirect('/v1/calls')
  const payload = await getPayload({ config })
  const [catalogue, paidAccess, waiting, groupLink] = await Promise.all([
    getCatalogue(payload),
    learner && course.status === 'available' ? paidAccessFor(payload, learner, course) : null,
    learner && course.status === 'coming-soon' ? coursesOfInterestTo(payload, { id: String(learner.id), email: learner.email }).then((ids) => ids.has(course.id)) : false,
    learner && course.enrollment.isEnrolled ? groupLinkFor(payload, String(learner.id)) : null,
  ])
  const cover = catalogue.find((entry) => entry.id === course.id)?.cover ?? null
  return <CourseScreen course={course} cover={cover} learnerId={learner ? String(learner.id) : null} paidAccess={paidAccess} waiting={waiting} groupLink={groupLink} />
}
