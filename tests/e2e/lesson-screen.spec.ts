import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'

// A builder's phone.
test.use({ viewport: { width: 360, height: 740 } })

type Box = { top: number; bottom: number }

/** Where an element sits on the page, in CSS pixels from the page's top (whatever the scroll). */
const boxOf = (element: Locator): Promise<Box> =>
  element.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect()
    return { top: top + window.scrollY, bottom: bottom + window.scrollY }
  })

const baselineHeading = 'Before you start: where do you stand today?'

/** Nothing of the baseline's questions on the screen: its card, its confidence scale, its two figures. */
const expectNoBaseline = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: baselineHeading })).toHaveCount(0)
  await expect(page.getByText(/How confident are you today/)).toHaveCount(0)
  await expect(page.getByLabel(/hours a week do you spend on admin/)).toHaveCount(0)
}

test('an enrolled learner on lesson 1: the video near the top, the action straight after the player, then Mark as Complete, the transcript folded', async ({
  page,
}) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  const lesson = featured.lessons[0]
  await page.goto(`/v1/lessons/${lesson.id}`)
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible()

  // The breadcrumb is one line (a row of 44 px targets; two would take 88), and the video's top is within the first 300 px.
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  const crumbs = await boxOf(breadcrumb)
  expect(crumbs.bottom - crumbs.top).toBeLessThan(60)
  await expect(breadcrumb.getByRole('link', { name: featuredCourseTitle })).toBeVisible()
  const video = await boxOf(page.locator('video'))
  expect(video.top).toBeLessThanOrEqual(300)

  // Under the player (its speed and Data saver): the action at once, then Mark as Complete, then the transcript.
  const controls = await Promise.all([page.getByRole('combobox', { name: 'Speed' }), page.getByRole('switch', { name: 'Data saver' })].map(boxOf))
  const playerBottom = Math.max(...controls.map((each) => each.bottom))
  const action = await boxOf(page.getByRole('region', { name: 'Your action' }))
  const markComplete = await boxOf(page.getByRole('button', { name: 'Mark as Complete' }))
  const transcriptHeading = await boxOf(page.getByRole('heading', { level: 2, name: 'Transcript' }))
  expect(action.top).toBeGreaterThan(playerBottom)
  expect(action.top - playerBottom).toBeLessThanOrEqual(32)
  expect(markComplete.top).toBeGreaterThan(action.bottom)
  expect(transcriptHeading.top).toBeGreaterThan(markComplete.bottom)

  // The transcript is folded away until "Show transcript", and folds again.
  const transcript = page.getByRole('region', { name: 'Transcript' })
  await expect(transcript).toBeHidden()
  await page.locator('summary', { hasText: 'Show transcript' }).click()
  await expect(transcript).toBeVisible()
  await page.locator('summary', { hasText: 'Hide transcript' }).click()
  await expect(transcript).toBeHidden()

  // Enrolled, the preview lesson is simply a lesson; and no baseline question inside it.
  await expect(page.locator('#main').getByText('Preview', { exact: true })).toHaveCount(0)
  await expectNoBaseline(page)
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
})

test('a learner not enrolled sees "Preview" on a preview lesson; a long answer is written in a multi-line box', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  const [preview, second] = featured.lessons
  await page.goto(`/v1/lessons/${preview.id}`)
  await expect(page.getByRole('heading', { level: 1, name: preview.title })).toBeVisible()
  await expect(page.locator('#main').getByText('Preview', { exact: true })).toBeVisible()
  await expectNoBaseline(page)

  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  const { prompts } = (await (await page.request.get(`/api/v1/lessons/${second.id}/action`)).json()) as { prompts: { kind: string; question: string }[] }
  const longQuestion = prompts.find((prompt) => prompt.kind === 'longText')!.question
  const shortQuestion = prompts.find((prompt) => prompt.kind === 'shortText')!.question
  await page.goto(`/v1/lessons/${second.id}`)
  const action = page.getByRole('region', { name: 'Your action' })
  await action.getByRole('button', { name: 'Answer this action' }).click()
  const long = action.getByLabel(longQuestion)
  await expect(long).toBeVisible()
  expect(await long.evaluate((field) => field.tagName)).toBe('TEXTAREA')
  // Room for several lines, and Enter starts a new one.
  const lineHeight = await long.evaluate((field) => parseFloat(getComputedStyle(field).lineHeight))
  const { top, bottom } = await boxOf(long)
  expect(bottom - top).toBeGreaterThanOrEqual(4 * lineHeight)
  await long.click()
  await page.keyboard.type('Quotes at night')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Chasing payments')
  await expect(long).toHaveValue('Quotes at night\nChasing payments')
  expect(await action.getByLabel(shortQuestion).evaluate((field) => field.tagName)).toBe('INPUT')
  await expectNoHorizontalScroll(page)
})
