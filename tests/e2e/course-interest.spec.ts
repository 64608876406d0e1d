import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, signUpLearner, uniqueEmail } from '../support/browser'
import { hydrated } from '../support/hydration'
import { courseByTitle } from '../support/courses'
import { comingSoonCourseTitle } from '../support/seedData'

/** "Join Waiting List" on a coming-soon course in the catalogue: an email when signed out, one press when signed in. */
const card = (page: import('@playwright/test').Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: comingSoonCourseTitle }) })

test('a visitor joins a coming-soon course’s waiting list with their email', async ({ page }) => {
  await page.goto('/v1/courses')
  const form = card(page).getByRole('form', { name: `Join the waiting list for ${comingSoonCourseTitle}` })
  await hydrated(form.getByRole('button', { name: /Join Waiting List/ }))
  await form.getByRole('button', { name: /Join Waiting List/ }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  const email = uniqueEmail('roadmap-visitor')
  await form.getByLabel('Your email').fill(email)
  await form.getByRole('button', { name: /Join Waiting List/ }).click()
  await expect(card(page).getByRole('status')).toHaveText(`You're on the waiting list. We'll email ${email} once, when ${comingSoonCourseTitle} opens.`)
  await expectNoAxeViolations(page)
})

test('a signed-in learner joins with one press, and the catalogue remembers', async ({ page }) => {
  await signUpLearner(page)
  await page.goto('/v1/courses')
  const join = await hydrated(card(page).getByRole('button', { name: /Join Waiting List/ }))
  await expect(card(page).getByLabel('Your email')).toHaveCount(0)
  await join.click()
  await expect(card(page).getByRole('status')).toContainText("You're on the waiting list.")
  await page.reload()
  await expect(card(page).getByRole('status')).toHaveText("You're on the waiting list. We'll email you once, when it opens.")
  await expect(card(page).getByRole('button', { name: /Join Waiting List/ })).toHaveCount(0)
})

test('on a coming-soon course’s own page, the header leads to the same one-press join', async ({ page, request }) => {
  const course = await courseByTitle(request, comingSoonCourseTitle)
  await signUpLearner(page)
  await page.goto(`/v1/courses/${course.id}`)
  await page.getByRole('link', { name: 'Join Waiting List' }).click()
  await expect(page).toHaveURL(/#join-waiting-list$/)
  const form = page.getByRole('form', { name: `Join the waiting list for ${comingSoonCourseTitle}` })
  await (await hydrated(form.getByRole('button', { name: /Join Waiting List/ }))).click()
  await expect(page.getByRole('complementary').getByRole('status')).toContainText("You're on the waiting list.")
  await page.reload()
  await expect(page.getByRole('complementary').getByRole('status')).toHaveText("You're on the waiting list. We'll email you once, when it opens.")
  await expectNoAxeViolations(page)
})
