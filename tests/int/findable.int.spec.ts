import { beforeAll, describe, expect, it } from 'vitest'

import { seededCourses } from '../support/catalogue'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

const { baseUrl } = testEnv()
const publicUrl = process.env.PUBLIC_URL ?? ''

const sitemapLocations = async (): Promise<string[]> => {
  const response = await fetch(`${baseUrl}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/xml/)
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
}

let courses: Awaited<ReturnType<typeof seededCourses>>

beforeAll(async () => {
  courses = await seededCourses()
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, the API and the signed-in screens, and names the sitemap at the public address', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    for (const line of ['User-Agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /v1/dashboard', 'Disallow: /v1/lessons/'])
      expect(text).toContain(line)
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('lists the public pages and the courses learners can open, at the public address', async () => {
    const locations = await sitemapLocations()
    expect(locations).toContain(publicUrl)
    expect(locations).toContain(`${publicUrl}/v1/courses`)
    expect(locations).toContain(`${publicUrl}/v1/courses/${courses.featured.id}`)
    expect(locations).not.toContain(`${publicUrl}/v1/courses/${courses.comingSoonId}`)
    expect(locations.every((location) => location.startsWith(publicUrl))).toBe(true)
  })

  it('gains a course when staff publish it and loses it when they unpublish it', async () => {
    const token = await staffLogin()
    const course = await staffCreate<{ id: string }>(token, 'courses', {
      title: `Sitemap ${Date.now()}`,
      summary: 's',
      description: 'd',
      isPublished: true,
      isFree: true,
      status: 'available',
    })
    const address = `${publicUrl}/v1/courses/${course.id}`
    await expect.poll(sitemapLocations).toContain(address)
    await staffUpdate(token, 'courses', course.id, { isPublished: false })
    await expect.poll(sitemapLocations).not.toContain(address)
  })
})
