import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test'

import { signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { hydrated } from '../support/hydration'

/**
 * A first visit is one round trip (no Critical-CH that makes Chromium ask for the page again), and a browser that asks
 * for less data fetches a page ahead only when the visitor reaches for its link, never because it came into view.
 * The window is tall enough for every link of the lesson page to be in view from the start, without scrolling.
 */
test.use({ viewport: { width: 1280, height: 2400 } })

const isPrefetch = (request: Request) => !!request.headers()['next-router-prefetch']

/** A browser with its data saver on, as Chromium's: it sends `Save-Data: on` and tells scripts so. */
const turnOnDataSaver = async (context: BrowserContext) => {
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  await context.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: object }).connection
    if (connection) Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true })
  })
}

/** A learner enrolled in the featured course opens its second lesson; every document and prefetch request is counted from there. */
const openLesson = async (page: Page) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  const [, lesson, next] = featured.lessons
  const documents: string[] = []
  const prefetches: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
    if (isPrefetch(request)) prefetches.push(request.url())
  })
  await page.goto(`/v1/lessons/${lesson.id}`)
  await hydrated(page.getByRole('link', { name: /Next Lesson/ }))
  return { documents, prefetches, next }
}

test('with Save-Data on, a lesson page is one document request and fetches ahead only the link the learner reaches for', async ({ page, context }) => {
  await turnOnDataSaver(context)
  const { documents, prefetches, next } = await openLesson(page)
  expect(documents).toHaveLength(1)

  // Reaching for "Next Lesson" fetches its page ahead. Links in view are the router's first prefetches, so by now
  // any of them would have been asked for.
  const reachedFor = page.waitForRequest((request) => isPrefetch(request) && request.url().includes(`/v1/lessons/${next.id}`))
  await page.getByRole('link', { name: /Next Lesson/ }).hover()
  await reachedFor
  expect(prefetches.filter((url) => !url.includes(`/v1/lessons/${next.id}`))).toEqual([])
  expect(documents).toHaveLength(1)
})

test('without Save-Data, a lesson page is one document request and its links in view are fetched ahead', async ({ page }) => {
  const { documents, prefetches } = await openLesson(page)
  await expect.poll(() => new Set(prefetches.map((url) => new URL(url).pathname)).size).toBeGreaterThan(1)
  expect(documents).toHaveLength(1)
})
