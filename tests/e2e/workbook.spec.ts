import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { expectNoAxeViolations, expectNoHorizontalScroll, learnerPassword, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { queuedWrites, waitForServiceWorkerControl } from '../support/serviceWorker'
import { signInToAdmin } from '../support/staffBrowser'

// The offline queue is the service worker's (blocked in the other specs: playwright.config.ts). The microphone is
// Chromium's fake one (playwright.config.ts), allowed here.
test.use({ serviceWorkers: 'allow', permissions: ['microphone'] })

type ActionState = { prompts: { id: string; kind: string; question: string }[]; answer: { status: string; files: unknown[]; answers: { text?: string }[] } }

const actionOf = async (page: Page, lessonId: string) => (await (await page.request.get(`/api/v1/lessons/${lessonId}/action`)).json()) as ActionState

/** The writes the service worker holds for later, as "METHOD path". */
const queuedPaths = async (page: Page) => (await queuedWrites(page)).map((write) => `${write.method} ${new URL(write.url).pathname}`)

const photo = async () => ({
  name: 'quote-template.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c87828' } }).png().toBuffer(),
})

test("lesson 1's action answered on a phone with a photo and no signal reaches the coach when the signal returns, and the coach's reply comes back", async ({ page, browser }) => {
  // A whole journey: two devices, the offline queue and the admin.
  test.setTimeout(360_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const learner = await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const lesson = featured.lessons[0]
  const { prompts } = await actionOf(page, lesson.id)
  const textPrompt = prompts.find((prompt) => prompt.kind === 'shortText')!
  const photoPrompt = prompts.find((prompt) => prompt.kind === 'photo')!

  await page.goto(`/v1/lessons/${lesson.id}`)
  await waitForServiceWorkerControl(page)
  const action = page.getByRole('region', { name: 'Your action' })
  await expect(action.getByText('Not sent yet')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Downloads' }).getByRole('link', { name: 'The workbook (PDF)' })).toBeVisible()
  await expectNoAxeViolations(page)
  await action.getByRole('button', { name: 'Answer this action' }).click()
  await action.getByLabel(textPrompt.question).fill('Writing quotes at night')
  await expect(action.getByRole('status').filter({ hasText: 'Saved. You can finish it on any device.' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  await page.context().setOffline(true)
  await action.getByRole('group', { name: photoPrompt.question }).getByLabel('Add a photo').setInputFiles(await photo())
  await expect(action.getByText("Kept on this phone: it will be sent when you're back online")).toBeVisible()
  await action.getByRole('button', { name: 'Send to my coach' }).click()
  await expect(action.getByRole('status').filter({ hasText: "Sent from this phone. It will reach your coach when you're back online." })).toBeVisible()
  await expect(action.getByText('Writing quotes at night')).toBeVisible()
  await expect.poll(() => queuedPaths(page)).toEqual([expect.stringMatching(new RegExp(`^PUT /api/v1/lessons/${lesson.id}/action/files/`)), `POST /api/v1/lessons/${lesson.id}/action/answer`])
  expect((await actionOf(page, lesson.id)).answer.status).toBe('draft')
  await expectNoAxeViolations(page)

  await page.context().setOffline(false)
  await expect.poll(async () => (await actionOf(page, lesson.id)).answer.status).toBe('waiting')
  expect((await actionOf(page, lesson.id)).answer.files).toHaveLength(1)
  await expect.poll(() => queuedPaths(page)).toEqual([])
  await expect(action.getByRole('status').filter({ hasText: 'Sent. Your coach will reply here and by email.' })).toBeVisible()

  // On another device: the answer and its photo are there.
  const otherDevice = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const other = await otherDevice.newPage()
  await other.goto('/v1/login')
  await other.getByLabel('Email').fill(learner.email)
  await other.getByLabel('Password').fill(learnerPassword)
  await other.getByRole('button', { name: 'Sign In' }).click()
  await expect(other).toHaveURL(/\/v1\/dashboard/)
  await other.goto(`/v1/lessons/${lesson.id}`)
  const otherAction = other.getByRole('region', { name: 'Your action' })
  await expect(otherAction.getByText('Waiting for your coach')).toBeVisible()
  await otherAction.getByRole('button', { name: 'See your answer' }).click()
  await expect(otherAction.getByText('Writing quotes at night')).toBeVisible()
  const sentPhoto = otherAction.getByRole('img', { name: `Photo 1 for: ${photoPrompt.question}` })
  await expect(sentPhoto).toBeVisible()
  await expect.poll(() => sentPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200)
  await expectNoAxeViolations(other)
  await otherDevice.close()

  // The coach replies in the admin, starting from a saved comment.
  const staff = await browser.newContext()
  const admin = await staff.newPage()
  await signInToAdmin(admin)
  await admin.goto('/admin')
  await expect(admin.getByText('Workbook answers waiting for a reply')).toBeVisible()
  await admin.getByRole('link', { name: 'Answer them, oldest first' }).click()
  await expect(admin).toHaveURL(/\/admin\/collections\/workbook-answers\?/)
  await expect(admin.getByRole('heading', { name: 'Answers to review' })).toBeVisible()
  const comment = `Nice work ${Date.now()}`
  await admin.goto('/admin/collections/coach-comments/create')
  await admin.getByLabel('Label').fill(comment)
  await admin.getByLabel('Text').fill('Good photo. Now time your next three quotes.')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/successfully/i)).toBeVisible()
  const answerId = await admin.evaluate(
    async (path) => ((await (await fetch(path, { credentials: 'same-origin' })).json()) as { docs: { id: string }[] }).docs[0].id,
    `/api/workbook-answers?where[learner][equals]=${learner.id}&where[lesson][equals]=${lesson.id}&depth=0`,
  )
  await admin.goto(`/admin/collections/workbook-answers/${answerId}`)
  await expect(admin.getByText('Writing quotes at night')).toBeVisible()
  await admin.getByLabel('Start from a saved comment').selectOption({ label: comment })
  await expect(admin.getByLabel('Your reply')).toHaveValue('Good photo. Now time your next three quotes.')
  // Payload draws its own radio over the input: the label is what a person clicks.
  await admin.locator('label[for="field-verdict-looksGood"]').click()
  await expect(admin.getByRole('radio', { name: 'Looks good' })).toBeChecked()
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByText(/successfully/i)).toBeVisible()
  await staff.close()

  await page.reload()
  await expect(action.getByText('Looks good')).toBeVisible()
  await action.getByRole('button', { name: 'See your answer' }).click()
  const reply = action.getByRole('region', { name: "Your coach's reply" })
  await expect(reply).toContainText('Your coach replied: Looks good')
  await expect(reply).toContainText('Good photo. Now time your next three quotes.')
  await expect(action.getByRole('button', { name: 'Send again to my coach' })).toBeVisible()
  await expectNoAxeViolations(page)

  // My workbook: the answer, its photo and the reply, and the PDF to download.
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Learner mobile' }).getByRole('link', { name: 'My workbook' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My workbook' })).toBeVisible()
  await expect(page.getByText('1 of 14 actions sent to your coach')).toBeVisible()
  await expect(page.getByText('Writing quotes at night')).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo 1 for: ${photoPrompt.question}` })).toBeVisible()
  await expect(page.getByText('Your coach: Looks good')).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  const workbookLink = page.getByRole('link', { name: 'The workbook (PDF)' })
  const printable = await page.request.get((await workbookLink.getAttribute('href'))!)
  expect([printable.status(), (await printable.body()).subarray(0, 4).toString()]).toEqual([200, '%PDF'])
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my workbook (PDF)' }).click()
  expect((await download).suggestedFilename()).toBe('my-workbook.pdf')
})

test('a voice note recorded in the browser is kept with its length and sent with the answer', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  let voiceLesson: { id: string } | undefined
  let voicePrompt: ActionState['prompts'][number] | undefined
  for (const lesson of featured.lessons) {
    voicePrompt = (await actionOf(page, lesson.id)).prompts.find((prompt) => prompt.kind === 'voice')
    voiceLesson = lesson
    if (voicePrompt) break
  }

  await page.goto(`/v1/lessons/${voiceLesson!.id}`)
  const action = page.getByRole('region', { name: 'Your action' })
  await action.getByRole('button', { name: 'Answer this action' }).click()
  // Written without signal: kept on the phone, saved to the account when the signal returns.
  const { prompts } = await actionOf(page, voiceLesson!.id)
  const checklist = prompts.find((each) => each.kind === 'checklist')!
  await expect(action.getByRole('button', { name: 'Send to my coach' })).toBeVisible()
  await page.context().setOffline(true)
  await action.getByRole('group', { name: checklist.question }).getByRole('checkbox').first().check()
  await expect(action.getByText("Saved on this phone. It will be saved to your account when you're back online.")).toBeVisible()
  await page.context().setOffline(false)
  await expect(action.getByText('Saved. You can finish it on any device.')).toBeVisible()
  expect((await actionOf(page, voiceLesson!.id)).answer.answers).toEqual([expect.objectContaining({ promptId: checklist.id })])

  const prompt = action.getByRole('group', { name: voicePrompt!.question })
  await prompt.getByRole('button', { name: 'Record a voice note' }).click()
  await expect(prompt.getByRole('status')).toContainText('Recording 0:02 of 1:00')
  await prompt.getByRole('button', { name: 'Stop recording' }).click()
  await expect(prompt.getByText('Added')).toBeVisible()
  await expect(prompt.getByLabel(`Your voice note for: ${voicePrompt!.question}`)).toBeVisible()
  await expectNoAxeViolations(page)
  await action.getByRole('button', { name: 'Send to my coach' }).click()
  await expect(action.getByRole('status').filter({ hasText: 'Sent. Your coach will reply here and by email.' })).toBeVisible()
  const [voice] = (await actionOf(page, voiceLesson!.id)).answer.files as { kind: string; durationSeconds: number }[]
  expect(voice.kind).toBe('voice')
  expect(voice.durationSeconds).toBeGreaterThanOrEqual(2)
  expect(voice.durationSeconds).toBeLessThan(30)
})

test("on a shared phone, the learner's photos are gone from the browser once they log out", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const lesson = featured.lessons[0]
  const photoPrompt = (await actionOf(page, lesson.id)).prompts.find((prompt) => prompt.kind === 'photo')!
  await page.goto(`/v1/lessons/${lesson.id}`)
  const action = page.getByRole('region', { name: 'Your action' })
  await action.getByRole('button', { name: 'Answer this action' }).click()
  await action.getByRole('group', { name: photoPrompt.question }).getByLabel('Add a photo').setInputFiles(await photo())
  await expect(action.getByText('Added', { exact: true })).toBeVisible()
  await action.getByRole('button', { name: 'Send to my coach' }).click()
  await expect(action.getByRole('status').filter({ hasText: 'Sent. Your coach will reply here and by email.' })).toBeVisible()
  // The sent answer shows the photo from the server (the form showed the phone's own copy).
  await page.reload()
  await action.getByRole('button', { name: 'See your answer' }).click()
  const shown = action.getByRole('img', { name: `Photo 1 for: ${photoPrompt.question}` })
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const photoUrl = await shown.evaluate((image: HTMLImageElement) => image.src)
  expect(new URL(photoUrl).pathname).toMatch(/^\/api\/v1\/workbook\/files\//)
  const served = await page.request.get(photoUrl)
  expect(served.headers()['cache-control']).toBe('private, no-store')

  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Learner mobile' }).getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  // The next person on the phone opens the photo's address: the browser has no copy to show, and the server refuses.
  const reopened = await page.goto(photoUrl)
  expect(reopened?.status()).toBe(401)
})
