import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner, toast } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'

test('a learner books a sample mentor\'s free time, sees it with its calendar file, then cancels it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })

  // "Get Expert Consultation" leads here.
  await page.goto('/v1/solutions')
  await page.getByRole('link', { name: 'Get Expert Consultation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mentoring' })).toBeVisible()
  const mine = page.getByRole('region', { name: 'Your mentoring calls' })
  await expect(mine.getByText('No mentoring calls booked yet.')).toBeVisible()

  const form = page.getByRole('form', { name: 'Book a mentoring call' })
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expect(form.getByText('Pick a time', { exact: true })).toBeVisible()
  await expect(form.getByText('Say what you want to cover')).toBeVisible()
  await expectNoAxeViolations(page)

  // Each repeat of this test (they may run side by side) books a time of its own.
  await form.getByRole('radio', { name: /Mark Collins · Video call · 30 minutes/ }).nth(test.info().repeatEachIndex).check()
  await form.getByLabel('What do you want to cover?').fill('Which quoting app suits a team of four')
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expect(toast(page, 'Mentoring call booked')).toBeVisible()

  const booking = mine.getByRole('listitem').first()
  await expect(booking.getByText('Booked', { exact: true })).toBeVisible()
  await expect(booking.getByText('You want to cover: Which quoting app suits a team of four')).toBeVisible()
  await expect(booking.getByRole('link', { name: /Join the video call/ })).toHaveAttribute('href', /^https:\/\//)
  const download = page.waitForEvent('download')
  await booking.getByRole('link', { name: 'Add to calendar' }).click()
  expect((await download).suggestedFilename()).toBe('mentoring-call.ics')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  await booking.getByRole('button', { name: 'Cancel this call' }).click()
  await booking.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(toast(page, 'Mentoring call cancelled')).toBeVisible()
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(booking.getByRole('button', { name: 'Cancel this call' })).toHaveCount(0)
})
