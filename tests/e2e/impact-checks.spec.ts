import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { hydrated } from '../support/hydration'
import { answerCheck, checksOf } from '../support/impactChecks'
import { pdfText } from '../support/pdfText'
import { signInToAdmin } from '../support/staffBrowser'

test('the baseline is asked on a screen of its own right after enrolling, then lesson 1; the same questions at completion; each answered on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.goto(`/v1/courses/${featured.id}`)
  await page.getByRole('button', { name: 'Enrol Now' }).first().click()

  // The course's start, right after enrolling: the questions, and nothing else to do first.
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
  await expect(page.getByText(`You're enrolled in ${featuredCourseTitle}`)).toBeVisible()
  const baseline = page.getByRole('region', { name: 'Before you start: where do you stand today?' })
  await expect(baseline.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(baseline.getByRole('group')).toHaveCount(5)
  // Nothing chosen: every question says what it needs, and nothing is sent.
  await baseline.getByRole('button', { name: 'Send my answers' }).click()
  await expect(baseline.getByText('Please choose from 1 to 5')).toHaveCount(5)
  await expect(baseline.getByText('Please enter a number from 0 to 100', { exact: true })).toBeVisible()
  await expect(baseline.getByText('Please enter a number from 0 to 100,000')).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await checksOf(page, featured.id)).stages.find((each) => each.stage === 'baseline')?.answeredAt).toBeNull()
  await answerCheck(baseline, { confidence: 2, hours: '10', spend: '60' }, null)

  // Then lesson 1, with no questions inside it.
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  await expect(page.getByRole('region', { name: 'How this works' })).toBeVisible()
  await expect(page.getByRole('region', { name: /where do you stand/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
  // Answered, the start opens the lesson at once.
  await page.goto(`/v1/courses/${featured.id}/start`)
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))

  // Every lesson but the last, then the last from its screen: the end's questions appear under it.
  for (const lesson of featured.lessons.slice(0, -1)) expect((await page.request.post(`/api/v1/lessons/${lesson.id}/complete`, { data: {} })).status()).toBe(200)
  await page.goto(`/v1/lessons/${featured.lessons.at(-1)!.id}`)
  await expect(page.getByRole('region', { name: /where do you stand/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  const end = page.getByRole('region', { name: 'You finished the course: where do you stand now?' })
  await expect(end).toBeVisible()
  await expectNoAxeViolations(page)
  await answerCheck(end, { confidence: 4, hours: '6.5', spend: '45' })

  const checks = await checksOf(page, featured.id)
  expect(checks).toMatchObject({ open: 'end', offered: null })
  expect(checks.stages.filter((each) => each.answeredAt).map((each) => each.stage)).toEqual(['baseline', 'end'])
  await page.goto('/v1/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome')
  await expect(page.getByRole('region', { name: 'Questions for you' })).toHaveCount(0)
})

test('a skipped baseline is asked once more on the dashboard, never inside a lesson, then no more', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.goto(`/v1/courses/${featured.id}`)
  await page.getByRole('button', { name: 'Enrol Now' }).first().click()
  const baseline = page.getByRole('region', { name: 'Before you start: where do you stand today?' })

  await (await hydrated(baseline.getByRole('button', { name: 'Skip for now: go to lesson 1' }))).click()
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  await expect(baseline).toHaveCount(0)
  await page.goto(`/v1/lessons/${featured.lessons[1].id}`)
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[1].title })).toBeVisible()
  await expect(baseline).toHaveCount(0)

  // Once more, on the dashboard.
  await page.goto('/v1/dashboard')
  const questions = page.getByRole('region', { name: 'Questions for you' })
  await expect(questions.getByText('Before you start: seven quick questions about where you stand today.')).toBeVisible()
  await questions.getByRole('link', { name: `Answer the questions for ${featuredCourseTitle}` }).click()
  await baseline.getByRole('button', { name: 'Skip for now', exact: true }).click()
  await expect(baseline.getByRole('status')).toHaveText('Skipped. We will not ask these questions again.')
  await page.goto('/v1/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome')
  await expect(page.getByRole('region', { name: 'Questions for you' })).toHaveCount(0)
  // Nor at the course's start, which now opens the lesson; nor in the first lesson.
  await page.goto(`/v1/courses/${featured.id}/start`)
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  await expect(baseline).toHaveCount(0)
  // The course's check page still takes the answers, whenever the learner wants to give them.
  await page.goto(`/v1/courses/${featured.id}/check`)
  await answerCheck(baseline, { confidence: 3, hours: '4', spend: '0' })
  await page.reload()
  // In #main: while the page streams in, React holds the same paragraph in a hidden buffer outside it for a moment.
  await expect(page.locator('#main').getByText(/^Thank you: you answered these questions on \d+ \w+ \d{4}\. We ask them again when you complete the course\.$/)).toBeVisible()
})

test("staff read the featured course's impact, see a small group kept private, and download the funder's summary", async ({ page }) => {
  await signInToAdmin(page)
  // The admin's navigation lists it (folded away on a narrow screen).
  await expect(page.locator('a.nav__link[href="/admin/reports/impact"]')).toHaveText('Impact')
  await page.goto('/admin/reports/impact')
  await expect(page.getByRole('heading', { level: 1, name: 'Impact' })).toBeVisible()
  await page.getByRole('link', { name: featuredCourseTitle }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Impact: ${featuredCourseTitle}` })).toBeVisible()

  // The sample cohort: 24 answered at the start, 18 of them at the end; 3 are in teams of 8-15, too few to show.
  const start = page.getByRole('region', { name: 'From the start to the end of the course' })
  await expect(start.getByRole('img', { name: 'Average confidence (1 to 5) at the start and later' })).toBeVisible()
  const byTeamSize = start.getByRole('region', { name: 'Mean change by team size' })
  const smallTeams = byTeamSize.getByRole('row', { name: /^8-15 people/ })
  await expect(smallTeams.getByRole('cell').first()).toHaveText('fewer than 5')
  await expect(byTeamSize.getByRole('row', { name: /^2-8 people/ }).getByRole('cell').first()).not.toHaveText('fewer than 5')
  // 8 answered 90 days on: too few for figures, and so no answers by pseudonymous id for the period.
  const followUp = page.getByRole('region', { name: 'From the start to 90 days after the course' })
  await expect(followUp.getByText('8 learners answered both times: too few to show figures, which need at least 10.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download the answers by pseudonymous id (CSV)' })).toHaveCount(0)
  // What the learners who enrolled did: the sample learners sent lesson 1's action.
  const did = page.getByRole('region', { name: 'What learners did' })
  await expect(did.getByText('Learners who sent an action to their coach')).toBeVisible()
  await expect(did.getByText('Call recordings watched')).toBeVisible()
  await expectNoAxeViolations(page)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the one-page summary for the funder (PDF)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^impact-.+\.pdf$/)
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const text = await pdfText(new Uint8Array(bytes))
  expect(text).toContain('What learners did')
  expect(text).toMatch(/Actions sent: (\d+|fewer than 5)\. Actions the coach approved \("Looks good"\): (\d+|fewer than 5)\./)
  expect(text).toMatch(/Call recordings watched: (\d+|fewer than 5)\./)
})
