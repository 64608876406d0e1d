import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, learnerPassword, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { hydrated } from '../support/hydration'

type Playback = { positionSeconds: number | null; watchedSeconds: number; videoSeconds: number; isCompleted: boolean }

const video = (page: Page) => page.locator('video')
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime)
const playback = async (page: Page, lessonId: string): Promise<Playback> =>
  (await (await page.request.get(`/api/v1/lessons/${lessonId}/playback`)).json()) as Playback

/** Plays the video muted (as a phone may autoplay), at `rate` times normal speed. */
const play = (page: Page, rate = 1) =>
  video(page).evaluate(async (element: HTMLVideoElement, speed) => {
    element.muted = true
    element.playbackRate = speed
    await element.play()
  }, rate)

const pause = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.pause())

const reportSaved = (page: Page, lessonId: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/v1/lessons/${lessonId}/playback`) && response.request().method() === 'POST')

/** A signed-up learner enrolled in the featured course, on its second lesson (not the preview). */
const openSecondLesson = async (page: Page) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const learner = await signUpLearner(page)
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  const [, lesson, next] = featured.lessons
  const videoRequests: string[] = []
  page.on('request', (request) => {
    if (/\/api\/v1\/lessons\/[^/]+\/(low-data-)?video$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url())
  })
  await page.goto(`/v1/lessons/${lesson.id}`)
  await hydrated(page.getByRole('combobox', { name: 'Speed' }))
  return { learner, lesson, next, videoRequests }
}

test('resumes on another device where the learner paused, and Continue Learning opens it there', async ({ page, browser }) => {
  const { learner, lesson, videoRequests } = await openSecondLesson(page)
  expect(videoRequests).toEqual([])

  await play(page, 4)
  await expect.poll(() => currentTime(page)).toBeGreaterThan(12)
  const saved = reportSaved(page, lesson.id)
  await pause(page)
  expect((await saved).status()).toBe(200)
  const position = (await playback(page, lesson.id)).positionSeconds ?? 0
  expect(position).toBeGreaterThan(12)

  const otherPhone = await browser.newContext()
  try {
    const other = await otherPhone.newPage()
    expect((await other.request.post('/api/v1/login', { data: { email: learner.email, password: learnerPassword } })).status()).toBe(200)
    await other.goto(`/v1/lessons/${lesson.id}`)
    const resume = await hydrated(other.getByRole('button', { name: `Resume from 0:${String(Math.floor(position)).padStart(2, '0')}` }))
    await other.evaluate(() => {
      const element = document.querySelector('video') as HTMLVideoElement
      element.muted = true
    })
    // Where the player's seek lands, read when it lands: the video plays on after it, faster than a busy machine looks.
    const landed = other.evaluate(
      () => new Promise<number>((resolve) => document.querySelector('video')!.addEventListener('seeked', (event) => resolve((event.target as HTMLVideoElement).currentTime), { once: true })),
    )
    await resume.click()
    expect(await landed).toBeGreaterThanOrEqual(Math.floor(position))
    expect(await landed).toBeLessThan(position + 1.5)
    await expect.poll(() => currentTime(other)).toBeGreaterThan(await landed)
    await expect(other.getByRole('button', { name: /^Resume from/ })).toBeHidden()

    await other.goto(`/v1/lessons/${lesson.id}?resume=1`)
    await expect(other.getByText(`Resuming from 0:${String(Math.floor(position)).padStart(2, '0')}`)).toBeVisible()
    await hydrated(other.getByRole('button', { name: 'Start again' }))
    await play(other)
    await expect.poll(() => currentTime(other)).toBeGreaterThanOrEqual(Math.floor(position))
  } finally {
    await otherPhone.close()
  }
})

test('completes the lesson only when 90 % was really played, and offers the next lesson at the end', async ({ page }) => {
  const { lesson, next } = await openSecondLesson(page)
  const markComplete = page.getByRole('button', { name: 'Mark as Complete' })
  await expect(markComplete).toBeEnabled()

  // Dragging the playhead to the end plays two seconds: not complete. The next lesson opens after the countdown.
  await play(page)
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = element.duration - 2))
  await expect(page.getByText(`Next: ${next.title} in`)).toBeVisible()
  expect(await playback(page, lesson.id)).toMatchObject({ isCompleted: false })
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${next.id}$`), { timeout: 15_000 })
  expect(await playback(page, lesson.id)).toMatchObject({ isCompleted: false })

  // Played through (fast): completed by the server without pressing the button.
  await page.goto(`/v1/lessons/${lesson.id}`)
  await hydrated(page.getByRole('combobox', { name: 'Speed' }))
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 0))
  await play(page, 4)
  await expect(page.getByText(`Next: ${next.title} in`)).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Lesson complete. Well done!' })).toBeAttached()
  const done = await playback(page, lesson.id)
  expect(done.isCompleted).toBe(true)
  expect(done.watchedSeconds).toBeGreaterThanOrEqual(0.9 * done.videoSeconds)
  await expect(page.getByText(`Next: ${next.title} in`)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${lesson.id}$`))
})

test('plays the low-data video when the browser asks to save data, and the learner can switch it off', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } })
  try {
    const page = await context.newPage()
    const { lesson, videoRequests } = await openSecondLesson(page)
    const dataSaver = page.getByRole('switch', { name: 'Data saver' })
    await expect(dataSaver).toHaveAttribute('aria-checked', 'true')
    await expect(video(page)).toHaveAttribute('src', `/api/v1/lessons/${lesson.id}/low-data-video`)
    expect(videoRequests).toEqual([])
    const lowData = page.waitForRequest((request) => request.url().endsWith(`/api/v1/lessons/${lesson.id}/low-data-video`))
    await play(page)
    await lowData

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/account/data-saver'))
    await dataSaver.click()
    expect((await saved).status()).toBe(200)
    await expect(dataSaver).toHaveAttribute('aria-checked', 'false')
    await expect(video(page)).toHaveAttribute('src', `/api/v1/lessons/${lesson.id}/video`)
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'false')
  } finally {
    await context.close()
  }
})

test('switching Data saver mid-video keeps the place and keeps playing, both ways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const { lesson } = await openSecondLesson(page)
  const dataSaver = page.getByRole('switch', { name: 'Data saver' })
  await expect(dataSaver).toHaveAttribute('aria-checked', 'false')
  await play(page)
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(5)

  for (const [on, file] of [
    ['true', 'low-data-video'],
    ['false', 'video'],
  ] as const) {
    // Where the other copy starts: read as it has loaded, once the player has put it in place.
    const startedAt = video(page).evaluate(
      (element: HTMLVideoElement) => new Promise<number>((resolve) => element.addEventListener('loadedmetadata', () => resolve(element.currentTime), { once: true })),
    )
    const switchedAt = await currentTime(page)
    await dataSaver.click()
    await expect(dataSaver).toHaveAttribute('aria-checked', on)
    await expect(video(page)).toHaveAttribute('src', `/api/v1/lessons/${lesson.id}/${file}`)
    const position = await startedAt
    expect(position).toBeGreaterThanOrEqual(switchedAt)
    expect(position).toBeLessThan(switchedAt + 2)
    // And it plays on from there.
    await expect.poll(() => currentTime(page)).toBeGreaterThan(position + 1)
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  }
})

test('the lesson screen is usable at 320 px and has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const { lesson } = await openSecondLesson(page)
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('1.5')
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5)
  await expect(video(page).locator('track[kind="captions"]')).toHaveAttribute('default', '')
})
