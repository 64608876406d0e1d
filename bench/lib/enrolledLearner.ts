const featuredCourseTitle = 'Solving Tech for Small Builders'

/** A learner registered through the API and enrolled in the featured course: their session cookie and its first lesson. */
export const enrolledLearner = async (baseUrl: string): Promise<{ cookie: string; firstLessonId: string }> => {
  const register = await fetch(`${baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Learner', email: `bench-${Date.now()}@example.test`, company: 'Bench Ltd', password: 'bench-password' }),
  })
  if (register.status !== 201) throw new Error(`Registration failed: ${register.status}`)
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]
  const courses = (await (await fetch(`${baseUrl}/api/v1/courses`)).json()) as { id: string; title: string }[]
  const featured = courses.find((course) => course.title === featuredCourseTitle)
  if (!featured) throw new Error('The featured course is missing')
  const enrol = await fetch(`${baseUrl}/api/v1/courses/${featured.id}/enroll`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
  if (!enrol.ok) throw new Error(`Enrolment failed: ${enrol.status}`)
  const detail = (await (await fetch(`${baseUrl}/api/v1/courses/${featured.id}`, { headers: { cookie } })).json()) as { lessons: { id: string }[] }
  return { cookie, firstLessonId: detail.lessons[0].id }
}
