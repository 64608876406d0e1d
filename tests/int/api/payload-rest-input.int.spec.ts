import { beforeAll, describe, expect, it } from 'vitest'

import { seededCourses } from '../../support/catalogue'
import { logLinesOf, newRequestId } from '../../support/serverLog'
import { staffLogin } from '../../support/staffApi'

/**
 * Payload's own REST routes (the admin's, /api/<collection>) answer what a client got wrong with a 4xx and a sentence,
 * never a 500, and write neither a stack trace nor SQL or its parameters to the log. Every request here carries one
 * request id, so the log's lines of these requests are read by it.
 */
const requestId = newRequestId('payload-rest-input')
let staffToken: string
let courseId: string

beforeAll(async () => {
  staffToken = await staffLogin()
  courseId = (await seededCourses()).featured.id
})

/** A request of this file, signed out, with its request id. */
const send = (path: string, init: RequestInit = {}) =>
  fetch(`${process.env.TEST_BASE_URL}${path}`, { ...init, headers: { 'X-Request-Id': requestId, ...init.headers } })

const asStaff = (path: string, init: RequestInit = {}) =>
  send(path, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}`, ...init.headers } })

const errorMessages = async (response: Response): Promise<string> => {
  const body = (await response.json()) as { message?: string; errors?: { message?: string; data?: { errors?: { message: string }[] } }[] }
  return JSON.stringify(body)
}

describe("Payload's REST query strings", () => {
  const cases: [query: string, message: string][] = [
    ['/api/courses?where[title][equals]=a%00b', 'Text must not contain the NUL character'],
    ['/api/courses?where[title][in]=a%00b', 'Text must not contain the NUL character'],
    ['/api/courses?limit=1&limit=2', 'limit may be given once, as one value.'],
    ['/api/courses?where[title][like][0]=a', 'The filter where[title][like] takes one value.'],
    ['/api/courses?where[or]=x', 'The filter where[or] must be a list of filters.'],
    ['/api/lessons?depth=1&depth=2', 'depth may be given once, as one value.'],
  ]

  it('answer 400 with what to change, signed out and as staff', async () => {
    for (const [query, message] of cases) {
      for (const response of [await send(query), await asStaff(query)]) {
        expect(response.status, query).toBe(400)
        expect(await errorMessages(response), query).toContain(message)
      }
    }
    const staffOnly = await asStaff('/api/course-users?where[email][like]=%00')
    expect(staffOnly.status).toBe(400)
  })

  it('answer a value Postgres cannot compare with 400, not 500', async () => {
    for (const query of ['/api/lessons?where[orderIndex][equals]=99999999999999999999999', '/api/courses?where[createdAt][greater_than]=not-a-date', '/api/courses?where[id][equals]=not-an-id']) {
      const response = await asStaff(query)
      expect(response.status, query).toBeLessThan(500)
    }
  })

  it('still answer the queries the admin sends', async () => {
    const response = await asStaff(`/api/lessons?where[course][equals]=${courseId}&limit=5&page=1&sort=orderIndex&depth=0`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(5)
  })
})

describe('files Payload serves', () => {
  it('answer 404 for a file the collection does not have, not 500', async () => {
    for (const path of ['/api/media/file/nope.png', '/api/media/file/nope%00.png', '/api/media/file/..%2fnope.png']) {
      const response = await send(path)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
    }
    expect((await send('/api/media/file/nope.png')).status).toBe(404)
    expect((await asStaff('/api/lesson-media/file/nope.mp4')).status).toBe(404)
    expect((await send('/api/lesson-media/file/nope.mp4')).status).toBe(403)
  })
})

describe('staff writes', () => {
  const patchCourse = (data: Record<string, unknown>) => asStaff(`/api/courses/${courseId}`, { method: 'PATCH', body: JSON.stringify(data) })

  it('refuse a NUL or a list where one value belongs, on the field, with 400', async () => {
    const cases: [data: Record<string, unknown>, message: string][] = [
      [{ title: 'a\u0000b' }, 'Text must not contain the NUL character'],
      [{ title: ['a', 'b'] }, 'Enter text, not a list or an object.'],
      [{ summary: { text: 'x' } }, 'Enter text, not a list or an object.'],
      [{ coverImage: 'a\u0000b' }, 'Choose a file that exists in the library.'],
      [{ coverImage: ['a', 'b'] }, 'Choose a file that exists in the library.'],
      [{ status: ['available'] }, 'Choose one of the options.'],
    ]
    for (const [data, message] of cases) {
      const response = await patchCourse(data)
      expect(response.status, JSON.stringify(data)).toBe(400)
      expect(await errorMessages(response), JSON.stringify(data)).toContain(message)
    }
    const lesson = ((await (await asStaff(`/api/lessons?where[course][equals]=${courseId}&limit=1&depth=0`)).json()) as { docs: { id: string }[] }).docs[0]
    const richText = { root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'a\u0000b' }] }] } }
    const rich = await asStaff(`/api/lessons/${lesson.id}`, { method: 'PATCH', body: JSON.stringify({ body: richText }) })
    expect(rich.status).toBe(400)
    expect(await errorMessages(rich)).toContain('Text must not contain the NUL character')
  })

  it('left the course as it was', async () => {
    const course = (await (await asStaff(`/api/courses/${courseId}?depth=0`)).json()) as { title: string }
    expect(course.title).toBe('Solving Tech for Small Builders')
  })
})

describe('the log', () => {
  it('holds no stack trace, SQL statement or parameter from any of these requests', () => {
    const lines = logLinesOf(requestId)
    // Their access lines at least: the lines of these requests were found.
    expect(lines.filter((line) => line.includes('"status":400')).length).toBeGreaterThanOrEqual(10)
    const log = lines.join('\n')
    // A stack trace in a JSON line has its line breaks written as \n.
    expect(log).not.toMatch(/Failed query|params:|\n\s+at \S+ \(|\\n\s+at \S+|select count|"courses"\./)
    expect(log).not.toContain('ERROR')
  })
})
