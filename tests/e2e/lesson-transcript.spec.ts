import { readFile } from 'node:fs/promises'

import { expect, test, type Locator } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { staffCreate, staffLogin } from '../support/staffApi'

const videoTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime)

test('the transcript under the video opens from Show transcript, seeks the video, marks the current cue and downloads as a .txt', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  const lesson = featured.lessons[1]
  await page.goto(`/v1/lessons/${lesson.id}`)

  // Folded away until the learner asks for it.
  const transcript = page.getByRole('region', { name: 'Transcript' })
  const fold = page.locator('summary', { hasText: 'Show transcript' })
  await expect(transcript).toBeHidden()
  await fold.click()
  await expect(transcript).toBeVisible()
  await expect(page.locator('summary', { hasText: 'Hide transcript' })).toBeVisible()
  await expect(transcript.getByRole('paragraph')).toHaveCount(3)
  const video = page.locator('video')
  const cue = transcript.getByRole('button', { name: /^Start by writing down where your admin time goes each week\.\s+\(play from 0:12\)$/ })
  await cue.click()
  await expect.poll(() => videoTime(video)).toBeGreaterThanOrEqual(12)
  expect(await videoTime(video)).toBeLessThan(42)
  await expect(cue).toHaveAttribute('aria-current', 'true')
  await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1)

  const first = transcript.getByRole('button', { name: /^Welcome to Solving Tech for Small Builders\.\s+\(play from 0:00\)$/ })
  await first.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => videoTime(video)).toBeLessThan(3)
  await expect(first).toHaveAttribute('aria-current', 'true')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download transcript (.txt)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-transcript\.txt$/)
  const text = await readFile(await download.path(), 'utf8')
  expect(text.startsWith(`${lesson.title}\n\n[0:00] Welcome to Solving Tech for Small Builders.`)).toBe(true)
  expect(text).toContain('\n\n[0:12] Start by writing down where your admin time goes each week.')

  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 320, height: 640 })
  await expect(transcript).toBeVisible()
  await expectNoHorizontalScroll(page)
})

test('the admin Lessons list says which lessons have neither captions nor a transcript', async ({ page, baseURL }) => {
  const stamp = Date.now()
  let courseId = ''
  // Another worker signing the same staff account in at the same moment can drop this session: sign in again.
  await expect(async () => {
    const token = await staffLogin()
    const course = await staffCreate<{ id: string }>(token, 'courses', { title: `Transcripts ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: true, order: 999 })
    await staffCreate(token, 'lessons', { course: course.id, title: `No captions ${stamp}`, orderIndex: 1 })
    await staffCreate(token, 'lessons', { course: course.id, title: `Pasted ${stamp}`, orderIndex: 2, transcript: 'Hello.' })
    await staffCreate(token, 'lessons', { course: course.id, title: `Captions address ${stamp}`, orderIndex: 3, captionsUrl: '/media/sample-lesson.en.vtt' })
    courseId = course.id
  }).toPass({ timeout: 30_000 })

  const row = (title: string) => page.getByRole('row').filter({ hasText: title })
  await expect(async () => {
    await page.context().addCookies([{ name: 'solvingtech-staff-token', value: await staffLogin(), url: String(baseURL) }])
    await page.goto(`/admin/collections/lessons?where[course][equals]=${courseId}`)
    await expect(row(`No captions ${stamp}`).getByText('Missing: add captions or a transcript')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(row(`Pasted ${stamp}`).getByText('Pasted', { exact: true })).toBeVisible()
  await expect(row(`Captions address ${stamp}`).getByText('From captions', { exact: true })).toBeVisible()
})
