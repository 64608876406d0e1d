import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { staffLogin } from '../../support/staffApi'

let token = ''

beforeAll(async () => {
  token = await staffLogin()
})

const createCourse = (data: Record<string, unknown>) =>
  fetch(`${process.env.TEST_BASE_URL}/api/courses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ title: `Cover ${randomUUID()}`, summary: 'Summary', description: 'Description', ...data }),
  })

/** A course's picture and colour as staff send them: anything but a real picture or a listed colour is refused, never a 500. */
describe("a course's cover, sent by staff", () => {
  it.each([
    ['a malformed picture id', { coverImage: "1' OR '1'='1" }],
    ['a picture that does not exist', { coverImage: randomUUID() }],
    ['a picture given as an object', { coverImage: { id: 'x' } }],
    ['a colour outside the list', { colour: 'toString' }],
    ['a colour that is not text', { colour: 7 }],
  ])('refuses %s with 400 and says which field', async (_case, data) => {
    const response = await createCourse(data)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string }[] } }[] }
    const paths = body.errors.flatMap((error) => error.data?.errors ?? []).map((error) => error.path)
    expect(paths).toEqual([Object.keys(data)[0]])
  })

  it('accepts no picture and a listed colour', async () => {
    const response = await createCourse({ coverImage: null, colour: 'teal' })
    expect(response.status).toBe(201)
  })
})

describe('links between documents, sent by staff', () => {
  it.each([
    ['a malformed course id', { course: 'x' }, 'course'],
    ['a course that does not exist', { course: randomUUID() }, 'course'],
    ['a malformed captions file id', { course: null, captionsFile: '../../etc' }, 'captionsFile'],
  ])('refuses a lesson with %s with 400 on that field', async (_case, data, path) => {
    const course = (await (await createCourse({})).json()) as { doc: { id: string } }
    const response = await fetch(`${process.env.TEST_BASE_URL}/api/lessons`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'A lesson', orderIndex: 1, ...data, course: data.course === null ? course.doc.id : data.course }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string }[] } }[] }
    expect(body.errors.flatMap((error) => error.data?.errors ?? []).map((error) => error.path)).toContain(path)
  })
})
