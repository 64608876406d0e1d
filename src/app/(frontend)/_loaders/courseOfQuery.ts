import { getPayload } from 'payload'

import config from '@payload-config'
import { findPublishedCourse } from '@/domains/learning'
import { courseOfQuery, courseParam, enrolsOnArrival } from '@/lib/rules/courseEntry'

type Query = Promise<Record<string, string | string[] | undefined>>

/**
 * The course a registration or sign-in came from (`?course=`): its id and title, and whether registering enrols in it
 * (free and open now); undefined for none, or an id that names no published course (the person then simply signs up
 * or in).
 */
export const courseOfPageQuery = async (searchParams: Query): Promise<{ id: string; title: string; enrolsOnArrival: boolean } | undefined> => {
  const courseId = courseOfQuery((await searchParams)[courseParam])
  if (!courseId) return undefined
  const course = await findPublishedCourse(await getPayload({ config }), courseId)
  return course ? { id: course.id, title: course.title, enrolsOnArrival: enrolsOnArrival(course) } : undefined
}
