import { featuredCourseId, registerBenchLearner } from './benchApi'

/** A learner registered through the API and enrolled in the featured course: their session cookie and its first lesson. */
export const enrolledLearner = async (baseUrl: string): Promise<{ cookie: string; firstLessonId: string }> => {
  const { cookie } = await registerBenchLearner(baseUrl)
  const courseId = await featuredCourseId(baseUrl)
  const enrol = await fetch(`${baseUrl}/api/v1/courses/${courseId}/enroll`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
  if (!enrol.ok) throw new Error(`Enrolment failed: ${enrol.status}`)
  const detail = (await (await fetch(`${baseUrl}/api/v1/courses/${courseId}`, { headers: { cookie } })).json()) as { lessons: { id: string }[] }
  return { cookie, firstLessonId: detail.lessons[0].id }
}
