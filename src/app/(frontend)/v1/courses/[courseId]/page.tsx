import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseScreen } from '@/components/courses/CourseScreen'
import { loadCourseDetail } from '@/app/(frontend)/_loaders/courseDetail'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'

type Props = { params: Promise<{ courseId: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const course = await loadCourseDetail((await params).courseId, await getPageLearner())
  return course ? { title: course.title, description: course.summary } : { title: 'Course not found' }
}

/** Course detail (spec 2.15). */
export default async function CoursePage({ params }: Props) {
  const learner = await getPageLearner()
  const course = await loadCourseDetail((await params).courseId, learner)
  if (!course) notFound()
  return <CourseScreen course={course} learnerId={learner ? String(learner.id) : null} />
}
