import { expect, test, type Page } from '@playwright/test'

import { siteStorage, type StorageKind } from '@/lib/rules/storageWeUse'

import { expectNoAxeViolations, learnerPassword, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { answerCheck, checksOf } from '../support/impactChecks'
import { queuedWrites, waitForServiceWorkerControl } from '../support/serviceWorker'

// The service worker is blocked in the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** What this site has put in the browser, by kind: the names the privacy policy must list. */
const storedNames = async (page: Page): Promise<[StorageKind, string][]> => {
  const cookies = (await page.context().cookies()).map((cookie): [StorageKind, string] => ['Cookie', cookie.name])
  const inPage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    workers: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.scriptURL ?? ''),
  }))
  return [
    ...cookies,
    ...inPage.local.map((name): [StorageKind, string] => ['Local storage', name]),
    ...inPage.session.map((name): [StorageKind, string] => ['Session storage', name]),
    ...inPage.caches.map((name): [StorageKind, string] => ['Cache storage', name]),
    ...inPage.databases.map((name): [StorageKind, string] => ['IndexedDB', name]),
    ...inPage.workers.map((url): [StorageKind, string] => ['Service worker', new URL(url).pathname.slice(1)]),
  ]
}

/** Listed by the privacy policy: by its name, or a name the library ends with the site's address (Serwist's precache). */
const isListed = ([kind, name]: [StorageKind, string]) =>
  siteStorage.some((item) => item.kind === kind && (item.name === name || name.startsWith(`${item.name}-`)))

/** The paths stored in the saved lessons' cache. */
const savedPaths = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('saved-lessons')).keys()).map((request) => new URL(request.url).pathname))

test('a saved lesson opens, plays and completes offline, and the completion reaches the server when back online', async ({ page, context }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  // Not a preview: its files are private, so they reach the phone only with the learner's session.
  const lesson = featured.lessons[1]
  const progress = async () => ((await (await page.request.get(`/api/v1/progress/${lesson.id}`)).json()) as { isCompleted: boolean }).isCompleted

  await page.goto(`/v1/lessons/${lesson.id}`)
  await waitForServiceWorkerControl(page)
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved. This lesson now opens and plays without signal.' })).toBeVisible()
  await expect(page.getByText('Saved on this phone')).toBeVisible()
  const detail = (await (await page.request.get(`/api/v1/lessons/${lesson.id}`)).json()) as { lowDataVideoUrl: string | null }
  expect(detail.lowDataVideoUrl).not.toBeNull()
  // The low-data copy is the one kept on the phone; the page's request for the full video is answered with it.
  const files = ['low-data-video', 'captions', 'transcript'].map((file) => `/api/v1/lessons/${lesson.id}/${file}`)
  // With the note of whose they are: the worker hands them to that learner only.
  expect((await savedPaths(page)).sort()).toEqual(['/__saved-lessons-owner', `/v1/lessons/${lesson.id}`, ...files].sort())
  await expectNoAxeViolations(page)

  await page.getByRole('navigation', { name: 'Learner' }).getByRole('link', { name: 'Saved lessons' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved lessons' })).toBeVisible()
  await expect(page.getByRole('link', { name: lesson.title })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: lesson.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible()

  const video = page.locator('video')
  // The saved page streams in as it did online: wait until its one player is in place before driving it.
  await expect(video).toHaveCount(1)
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true
    return element.play()
  })
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1)
  // Pausing makes the player report the position and the parts played; offline, the worker keeps the report.
  await video.evaluate((element: HTMLVideoElement) => element.pause())
  const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime)

  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByRole('status').filter({ hasText: "Completed on this phone. It will be sent when you're back online." })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect
    .poll(async () => new Set((await queuedWrites(page)).map((write) => `${write.method} ${new URL(write.url).pathname}`)))
    .toEqual(new Set([`POST /api/v1/lessons/${lesson.id}/playback`, `POST /api/v1/lessons/${lesson.id}/complete`]))
  expect(await progress()).toBe(false)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect(page.getByText("Completed on this phone. It will be sent when you're back online.")).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/v1/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.getByText('This page needs a connection.')).toBeVisible()
  await expect(page.getByRole('link', { name: lesson.title })).toBeVisible()
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect.poll(progress).toBe(true)
  await expect.poll(() => queuedWrites(page)).toEqual([])
  const playback = (await (await page.request.get(`/api/v1/lessons/${lesson.id}/playback`)).json()) as { positionSeconds: number | null }
  expect(playback.positionSeconds).toBeCloseTo(pausedAt, 0)

  // Everything the journey left in the browser is in the privacy policy's list.
  const stored = await storedNames(page)
  expect(stored.map(([kind]) => kind)).toEqual(expect.arrayContaining(['Cookie', 'Local storage', 'Cache storage', 'IndexedDB', 'Service worker']))
  expect(stored.filter((each) => !isListed(each))).toEqual([])
})

test("a course's questions answered without signal under a saved lesson reach the server when back online", async ({ page, context }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  // The baseline is never asked inside a lesson; the end's questions are, under every lesson once the course is complete.
  for (const each of featured.lessons) expect((await page.request.post(`/api/v1/lessons/${each.id}/complete`, { data: {} })).status()).toBe(200)
  const lesson = featured.lessons.at(-1)!
  const answered = async () => (await checksOf(page, featured.id)).stages.find((each) => each.stage === 'end')?.answeredAt ?? null

  await page.goto(`/v1/lessons/${lesson.id}`)
  await waitForServiceWorkerControl(page)
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(page.getByText('Saved on this phone')).toBeVisible()
  await expect.poll(() => savedPaths(page)).toContain(`/v1/lessons/${lesson.id}`)

  await context.setOffline(true)
  await page.reload()
  const end = page.getByRole('region', { name: 'You finished the course: where do you stand now?' })
  const onThePhone = "Saved on this phone. It will be sent when you're back online."
  await answerCheck(end, { confidence: 3, hours: '9', spend: '25' }, onThePhone)
  await expect
    .poll(async () => (await queuedWrites(page)).map((write) => `${write.method} ${new URL(write.url).pathname}`))
    .toContain(`POST /api/v1/courses/${featured.id}/checks/end`)
  // Read again offline, the saved lesson says so instead of asking again.
  await page.reload()
  await expect(end.getByRole('status')).toHaveText(onThePhone)
  await expect(end.getByRole('button', { name: 'Send my answers' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(await answered()).toBeNull()

  await context.setOffline(false)
  await expect.poll(answered).not.toBeNull()
  await expect.poll(() => queuedWrites(page)).toEqual([])
})

test('signing out removes the saved lessons from the phone', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const lesson = featured.lessons[0]

  await page.goto(`/v1/lessons/${lesson.id}`)
  await waitForServiceWorkerControl(page)
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(page.getByText('Saved on this phone')).toBeVisible()
  await expect.poll(() => savedPaths(page)).toContain(`/v1/lessons/${lesson.id}`)

  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await expect.poll(() => savedPaths(page)).toEqual([])
  expect(await page.evaluate(() => window.localStorage.getItem('offlineLessons'))).toBeNull()
})

test('logging out without signal signs the screen out at once, and the session ends before any page is shown again', async ({ page, context, request }) => {
  const learner = await signUpLearner(page, { firstName: 'Bob' })
  await page.goto('/v1/dashboard')
  await waitForServiceWorkerControl(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bob')
  const session = (await context.cookies()).find((cookie) => cookie.name === 'solvingtech-session')?.value ?? ''
  expect(session).not.toBe('')

  await context.setOffline(true)
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  // At once: the learner is gone from the phone, and the page no longer shows them.
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('courseUser'))).toBeNull()
  await expect(page.getByText('Bob')).toHaveCount(0)

  // Back online, the next person's first page is a signed-out one: the worker ended the session before fetching it.
  await context.setOffline(false)
  await page.goto('/v1/dashboard')
  await expect(page).toHaveURL(/\/v1\/login/)
  await expect(page.getByText('Bob')).toHaveCount(0)
  // A request context of its own: the page's may hold a connection the server closed while the phone was offline.
  const withOldCookie = await request.get('/api/v1/me', { headers: { cookie: `solvingtech-session=${session}` } })
  expect(withOldCookie.status()).toBe(401)
  expect(learner.email).toContain('@')
})

test("signing in as someone else on the same phone clears the last learner's saved lessons, which are only ever theirs", async ({ page, context, request }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const first = await signUpLearner(page, { firstName: 'Alex' })
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const lesson = featured.lessons[1]
  await page.goto(`/v1/lessons/${lesson.id}`)
  await waitForServiceWorkerControl(page)
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(page.getByText('Saved on this phone')).toBeVisible()

  // The worker hands the saved lesson to its owner only: told someone else is signed in, offline it shows nothing of it.
  const tellWorker = (learnerId: string | null) =>
    page.evaluate(
      (id) =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          navigator.serviceWorker.controller?.postMessage({ type: 'SIGNED_IN_LEARNER', learnerId: id }, [channel.port2])
        }),
      learnerId,
    )
  await tellWorker('someone-else')
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  expect(await page.evaluate(async (path) => (await fetch(path).catch(() => null))?.ok ?? false, `/api/v1/lessons/${lesson.id}/captions`)).toBe(false)
  await tellWorker(first.id)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible()
  await context.setOffline(false)

  // Alex's session ends without a log out on this phone (it ran out, or Alex changed the password elsewhere), and
  // someone else signs in here: Alex's saved lessons are gone.
  await context.clearCookies({ name: 'solvingtech-session' })
  const secondEmail = `second-${Date.now()}@example.test`
  const registered = await request.post('/api/v1/register', {
    data: { firstName: 'Robin', lastName: 'Hale', name: 'Robin Hale', email: secondEmail, company: 'Hale Ltd', password: learnerPassword, confirmPassword: learnerPassword },
  })
  expect(registered.status()).toBe(201)
  await page.goto('/v1/login')
  await page.getByLabel('Email address').fill(secondEmail)
  await page.getByLabel('Password').fill(learnerPassword)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/v1\/dashboard$/)
  await expect.poll(() => savedPaths(page)).toEqual([])
  expect(await page.evaluate(() => window.localStorage.getItem('offlineLessons'))).toBeNull()
  await context.setOffline(true)
  await page.goto(`/v1/lessons/${lesson.id}`)
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.getByRole('link', { name: lesson.title })).toHaveCount(0)
  await context.setOffline(false)
})
