import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { hydrated } from '../support/hydration'
import { staffCreate, staffLogin } from '../support/staffApi'

const sampleVideo = path.resolve('src/seed/media/lesson-sample.mp4')

/**
 * Signs staff in and arranges a course with one preview lesson. Two sign-ins of the same account at the same moment
 * (another worker's) can drop one of the sessions Payload keeps on the account, so sign in again until it all works.
 */
const arrangeAsStaff = async (stamp: number) => {
  let arranged: { token: string; lessonId: string } | undefined
  await expect(async () => {
    const token = await staffLogin()
    const course = await staffCreate<{ id: string }>(token, 'courses', {
      title: `Uploads in the admin ${stamp}`,
      summary: 'A course whose lesson video staff upload.',
      description: 'Used by a test.',
      isPublished: true,
      isFree: true,
      order: 999,
    })
    const lesson = await staffCreate<{ id: string }>(token, 'lessons', { course: course.id, title: 'Uploaded in the admin', orderIndex: 1, isPreview: true, transcript: 'What the video says.' })
    arranged = { token, lessonId: lesson.id }
  }).toPass({ timeout: 30_000 })
  return arranged as { token: string; lessonId: string }
}

test("staff upload a lesson's video from the lesson screen; it plays only through the lesson", async ({ page, request, baseURL }) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  const { token, lessonId } = await arrangeAsStaff(stamp)

  // The admin signed in with the same session (its cookie holds the token).
  await page.context().addCookies([{ name: 'solvingtech-staff-token', value: token, url: String(baseURL) }])
  await page.goto(`/admin/collections/lessons/${lessonId}`)
  const videoField = page.locator('#field-videoFile')
  await (await hydrated(videoField.getByRole('button', { name: 'Create New' }))).click()
  const drawer = page.getByRole('dialog')
  await drawer.locator('input[type="file"]').setInputFiles({ name: `admin-upload-${stamp}.mp4`, mimeType: 'video/mp4', buffer: await readFile(sampleVideo) })
  await drawer.locator('#field-title').fill('Uploaded from the lesson screen')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(videoField.getByText(`admin-upload-${stamp}.mp4`)).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  // Staff open the file from the admin (the browser's own request, with the staff cookie); a visitor gets it only
  // through the (preview) lesson.
  const fileUrl = `/api/lesson-media/file/admin-upload-${stamp}.mp4`
  expect(await page.evaluate(async (url) => (await fetch(url, { headers: { Range: 'bytes=0-1' } })).status, fileUrl)).toBe(206)
  expect((await request.get(fileUrl)).status()).toBe(403)
  const detail = await (await request.get(`/api/v1/lessons/${lessonId}`)).json()
  expect(detail.videoUrl).toBe(`/api/v1/lessons/${lessonId}/video`)
  const played = await request.get(detail.videoUrl, { headers: { Range: 'bytes=0-1' } })
  expect([played.status(), played.headers()['content-range']]).toEqual([206, expect.stringMatching(/^bytes 0-1\/\d+$/)])
})
