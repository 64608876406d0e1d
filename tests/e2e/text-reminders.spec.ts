import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { staffCreate, staffFindOne, staffLogin } from '../support/staffApi'
import { codeIn, textsTo, uniqueMobile, waitForTexts } from '../support/texts'

test.use({ viewport: { width: 360, height: 740 } })

test('on the account page, a learner confirms their mobile with the texted code, chooses their reminders, and stops them', async ({ page }) => {
  const learner = await signUpLearner(page)
  const mobile = uniqueMobile()
  await page.goto('/v1/account')
  const card = page.getByRole('region', { name: 'Text reminders' })
  await expect(card.getByText('A text to your mobile the day before a call or a mentoring call')).toBeVisible()
  await card.getByLabel('UK mobile number').fill('020 7946 0000')
  await card.getByRole('button', { name: 'Text Me a Code' }).click()
  await expect(card.getByText('Enter a UK mobile number, such as 07700 900123')).toBeVisible()
  await card.getByLabel('UK mobile number').fill(mobile.shown)
  await card.getByRole('button', { name: 'Text Me a Code' }).click()
  await expect(card.getByText(`We've texted a 6-digit code to ${mobile.shown}. It works for 15 minutes.`)).toBeVisible()
  await expect(card.getByLabel('The 6-digit code from the text')).toHaveAttribute('autocomplete', 'one-time-code')
  await expectNoAxeViolations(page)
  const [text] = await waitForTexts(mobile.international, learner.id)
  await card.getByLabel('The 6-digit code from the text').fill(codeIn(text))
  await card.getByRole('button', { name: 'Confirm Number' }).click()
  await expect(card.getByText(`Text reminders go to ${mobile.shown}.`)).toBeVisible()
  await expect(card.getByRole('status')).toHaveText(`Confirmed. Reminders will be texted to ${mobile.shown}.`)

  await card.getByRole('checkbox', { name: 'A call tomorrow' }).uncheck()
  await expect(card.getByRole('status')).toHaveText('Saved.')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.reload()
  await expect(card.getByRole('checkbox', { name: 'A call tomorrow' })).not.toBeChecked()
  await expect(card.getByRole('checkbox', { name: 'A mentoring call tomorrow' })).toBeChecked()

  await card.getByRole('button', { name: 'Stop Text Reminders' }).click()
  await expect(card.getByRole('status')).toHaveText('Text reminders are off, and we no longer keep your number.')
  await expect(card.getByLabel('UK mobile number')).toBeVisible()
})

test('a mentoring call booked with a mobile to phone offers to save the number for text reminders', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const learner = await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const token = await staffLogin()
  const mentor = await staffFindOne<{ id: string }>(token, 'people', 'name', 'Mark Collins')
  // A time of this test's own, far from the sample's and other tests' (repeats may run side by side).
  const startsAt = new Date(Date.UTC(2032, 0, 5, 9) + (Date.now() % 100_000) * 60_000).toISOString()
  const slot = await staffCreate<{ id: string }>(token, 'mentoring-slots', { mentor: mentor!.id, startsAt, durationMinutes: 30, how: 'phone' })
  const mobile = uniqueMobile()
  const booked = await page.request.post('/api/v1/mentoring/bookings', { data: { slotId: slot.id, courseId: featured.id, topic: 'Quoting apps', phone: mobile.shown } })
  expect(booked.status()).toBe(201)

  await page.goto('/v1/mentoring')
  const mine = page.getByRole('region', { name: 'Your mentoring calls' })
  await expect(mine.getByText(`Save ${mobile.shown} for text reminders the day before each call?`)).toBeVisible()
  await expectNoAxeViolations(page)
  await mine.getByRole('button', { name: 'Save this number for reminders' }).click()
  await expect(mine.getByLabel('UK mobile number')).toHaveValue(mobile.shown)
  await mine.getByRole('button', { name: 'Text Me a Code' }).click()
  const [text] = await waitForTexts(mobile.international, learner.id)
  await mine.getByLabel('The 6-digit code from the text').fill(codeIn(text))
  await mine.getByRole('button', { name: 'Confirm Number' }).click()
  await expect(mine.getByRole('status').filter({ hasText: 'Confirmed.' })).toHaveText(`Confirmed. Reminders will be texted to ${mobile.shown}, the day before each call.`)
  await expectNoHorizontalScroll(page)

  // Confirmed, the offer is not made again.
  await page.reload()
  await expect(mine.getByText(`${'Mark Collins'} will phone you on ${mobile.shown}.`)).toBeVisible()
  await expect(mine.getByText('for text reminders the day before each call?')).toHaveCount(0)
  expect(textsTo(mobile.international)).toHaveLength(1)
})
