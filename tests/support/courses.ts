import type { APIRequestContext } from '@playwright/test'

type CourseSummary = { id: string; title: string }
type CourseWithLessons = { id: string; title: string; lessons: { id: string; title: string; orderIndex: number }[] }

export { featuredCourseTitle, paidCourseTitle } from './seedData'

/** A seeded course with its lessons in order, read through the public API. */
export const courseByTitle = async (request: APIRequestContext, title: string): Promise<CourseWithLessons> => {
  const courses = (await (await request.get('/api/v1/courses')).json()) as CourseSummary[]
  const course = courses.find((each) => each.title === title)
  if (!course) throw new Error(`No published course titled "${title}"`)
  return (await (await request.get(`/api/v1/courses/${course.id}`)).json()) as CourseWithLessons
}
