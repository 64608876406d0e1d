import { getPayload } from 'payload'
import { cache } from 'react'

import config from '@payload-config'
import type { CourseUser } from '@/payload-types'
import { courseDetailFor } from '@/domains/learning'
import { isId } from '@/lib/rules/ids'

/** A course as the page request's learner sees it, or null; cached per request so metadata and page share it. */
export const loadCourseDetail = cache(async (courseId: string, learner: CourseUser | null) => {
  if (!isId(courseId)) return null
  return courseDetailFor(await getPayload({ config }), courseId, learner)
})
