import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, signUpLearner } from '../support/browser'
import { courseByTitle } from '../support/courses'
import { hydrated } from '../support/hydration'
import { paidCourseTitle } from '../support/seedData'

/** A paid course, until payment exists, offers "Request access" instead of an enrolment that opens nothing. */
test('a learner asks for access to a paid course, with a note, and the page says it waits for staff', async ({ page }) => {
  const course = await courseByTitle(page.request, paidCourseTitle)
  await signUpLearner(page)
  await page.goto(`/v1/courses/${course.id}`)
  await expect(page.getByRole('button', { name: 'Enrol Now' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Request access' }).click()
  await expect(page).toHaveURL(/#request-access$/)

  const form = page.getByRole('form', { name: `Request access to ${paidCourseTitle}` })
  await form.getByLabel('A note for us (optional)').fill('My firm will pay the invoice.')
  await (await hydrated(form.getByRole('button', { name: /Request access/ }))).click()
  // The answer ("Request sent. We'll email …") shows until the page is read again, which then says it waits.
  const waiting = page.getByRole('complementary').getByRole('status')
  await expect(waiting).toHaveText(/^You asked for access on \d{1,2} \w+ \d{4}\. We will email you when we have looked at it\.$/)
  await expect(page.getByRole('link', { name: 'Request access' })).toHaveCount(0)
  await page.reload()
  await expect(waiting).toContainText('You asked for access on')
  await expectNoAxeViolations(page)
})
