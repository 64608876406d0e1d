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

/** The link preview and canonical tags of a page, as a crawler or a chat app reads them from its HTML. */
const linkPreview = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
  const meta = (name: string) => {
    const tag = html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`))
    return tag ? decode(tag[1]) : undefined
  }
  return {
    canonical: decode(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? ''),
    title: meta('og:title'),
    description: meta('og:description'),
    url: meta('og:url'),
    image: meta('og:image'),
    imageAlt: meta('og:image:alt'),
    twitterCard: meta('twitter:card'),
    twitterImage: meta('twitter:image'),
  }
}

/** Fetches a preview image from this server (a prerendered page names it at the public address of its build). */
const expectPreviewImage = async (address: string | undefined) => {
  expect(address).toMatch(/^https?:\/\//)
  const { pathname, search } = new URL(address ?? '')
  const response = await fetch(`${baseUrl}${pathname}${search}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await response.arrayBuffer())
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
}

describe('link previews and canonical addresses', () => {
  it('gives a course page its title, summary, picture and canonical address at PUBLIC_URL', async () => {
    const token = await staffLogin()
    const title = `Quoting on a phone ${Date.now()}`
    const summary = 'Send a tidy quote from the van before you leave the site.'
    const course = await staffCreate<{ id: string }>(token, 'courses', { title, summary, description: 'd', isPublished: true, isFree: true, status: 'available' })
    const preview = await linkPreview(`/v1/courses/${course.id}?from=whatsapp`)
    expect(preview.canonical).toBe(`${publicUrl}/v1/courses/${course.id}`)
    expect(preview.url).toBe(preview.canonical)
    expect(preview.title).toBe(`${title} · Solving Tech`)
    expect(preview.description).toBe(summary)
    expect(preview.twitterCard).toBe('summary_large_image')
    expect(preview.image?.startsWith(`${publicUrl}/v1/courses/${course.id}/opengraph-image`)).toBe(true)
    expect(preview.imageAlt).toBeTruthy()
    await expectPreviewImage(preview.image)
    await expectPreviewImage(preview.twitterImage)
  })

  it('gives the landing page, the learner area and the catalogue a picture and their own canonical path', async () => {
    for (const path of ['/', '/v1', '/v1/courses']) {
      const preview = await linkPreview(path)
      expect(new URL(preview.canonical).pathname).toBe(path)
      expect(preview.title).toBeTruthy()
      expect(preview.description).toBeTruthy()
      await expectPreviewImage(preview.image)
      await expectPreviewImage(preview.twitterImage)
    }
  })

  it('answers 404 for the picture of a course that does not exist', async () => {
    const response = await fetch(`${baseUrl}/v1/courses/999999999/opengraph-image`)
    expect(response.status).toBe(404)
  })
})
