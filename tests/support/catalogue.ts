import { testPayload } from './payload'
import { featuredCourseTitle, paidCourseTitle, recordingsCourseTitle } from './seedData'

/** The seeded courses and lessons the learner-call tests work with. */
export const seededCourses = async () => {
  const payload = await testPayload()
  const find = async (title: string) => {
    const course = (await payload.find({ collection: 'courses', where: { title: { equals: title } }, limit: 1 })).docs[0]
    const lessons = (await payload.find({ collection: 'lessons', where: { course: { equals: course.id } }, sort: 'orderIndex', limit: 100 })).docs
    return { id: String(course.id), lessonIds: lessons.map((lesson) => String(lesson.id)) }
  }
  const comingSoon = (await payload.find({ collection: 'courses', where: { status: { equals: 'coming-soon' } }, limit: 1 })).docs[0]
  return {
    featured: await find(featuredCourseTitle),
    paid: await find(paidCourseTitle),
    recordings: await find(recordingsCourseTitle),
    comingSoonId: String(comingSoon.id),
  }
}
