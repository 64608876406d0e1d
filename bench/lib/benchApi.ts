/** Calls the benchmarks make to set up: a learner through the API, and the seeded featured course. */
import { programmeTitle as featuredCourseTitle } from '../../src/seed/data/programme'

/** A new learner registered through the API: their id and session cookie. */
export const registerBenchLearner = async (baseUrl: string): Promise<{ id: string; cookie: string }> => {
  const register = await fetch(`${baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Learner', email: `bench-${Date.now()}-${Math.random()}@example.test`, company: 'Bench Ltd', password: 'bench-password' }),
  })
  if (register.status !== 201) throw new Error(`Registration failed: ${register.status}`)
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]
  return { id: ((await register.json()) as { id: string }).id, cookie }
}

/** The id of the seeded featured course, from the catalogue call. */
export const featuredCourseId = async (baseUrl: string): Promise<string> => {
  const courses = (await (await fetch(`${baseUrl}/api/v1/courses`)).json()) as { id: string; title: string }[]
  const featured = courses.find((course) => course.title === featuredCourseTitle)
  if (!featured) throw new Error('The featured course is missing')
  return featured.id
}

/** A staff session token for Payload's REST API (`Authorization: JWT ...`), read from the sign-in's HTTP-only cookie. */
export const staffBenchToken = async (baseUrl: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('solvingtech-staff-token='))
  if (!response.ok || !cookie) throw new Error(`Staff sign-in failed: ${response.status}`)
  return cookie.slice('solvingtech-staff-token='.length).split(';')[0]
}
