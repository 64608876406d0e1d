import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Course } from '@/payload-types'
import { featuredCourse, paidCourse } from '@/seed/data/courses'
import { testPayload } from '../support/payload'
import { staffLogin } from '../support/staffApi'

const baseUrl = () => process.env.TEST_BASE_URL ?? ''

let payload: Payload
let token: string
let featured: Course
let other: Course

/** Saves a course through Payload's REST API as staff, as the admin does, so the server expires its cached pages. */
const staffUpdateCourse = async (id: string, data: Partial<Course>): Promise<Course> => {
  const response = await fetch(`${baseUrl()}/api/courses/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`Saving course ${id} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: Course }).doc
}

/** The title in the learner home page's "Featured Course" section, as the server renders /v1. */
const featuredTitleOnHome = async (): Promise<string | null> => {
  const html = await (await fetch(`${baseUrl()}/v1`)).text()
  return html.match(/<h2 id="featured-heading"[^>]*>([^<]*)<\/h2>/)?.[1] ?? null
}

const findCourse = async (title: string): Promise<Course> => {
  const { docs } = await payload.find({ collection: 'courses', where: { title: { equals: title } }, limit: 1 })
  return docs[0]
}

const featuredIds = async (): Promise<string[]> =>
  (await payload.find({ collection: 'courses', where: { isFeatured: { equals: true } }, depth: 0 })).docs.map((course) => course.id)

beforeAll(async () => {
  payload = await testPayload()
  token = await staffLogin()
  featured = await findCourse(featuredCourse.title)
  other = await findCourse(paidCourse.title)
})

afterAll(async () => {
  await staffUpdateCourse(featured.id, { title: featuredCourse.title, isFeatured: true })
})

describe('the featured course', () => {
  it('is the seeded programme course, flagged and shown on /v1', async () => {
    expect(await featuredIds()).toEqual([featured.id])
    expect(await featuredTitleOnHome()).toBe(featuredCourse.title)
  })

  it('stays featured on /v1 when staff rename it', async () => {
    const renamed = `${featuredCourse.title} (renamed ${Date.now()})`
    await staffUpdateCourse(featured.id, { title: renamed })
    expect(await featuredTitleOnHome()).toBe(renamed)
    await staffUpdateCourse(featured.id, { title: featuredCourse.title })
    expect(await featuredTitleOnHome()).toBe(featuredCourse.title)
  })

  it('is one course at most: ticking another unticks the first', async () => {
    expect((await staffUpdateCourse(other.id, { isFeatured: true })).isFeatured).toBe(true)
    expect(await featuredIds()).toEqual([other.id])
    expect(await featuredTitleOnHome()).toBe(other.title)

    await staffUpdateCourse(featured.id, { isFeatured: true })
    expect(await featuredIds()).toEqual([featured.id])
    expect(await featuredTitleOnHome()).toBe(featuredCourse.title)
  })
})
