import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/browser'
import { decodeQuotedPrintable, waitForMail } from '../support/mail'
import { uniqueEmail } from '../support/uniqueEmail'

/** The waiting list from the person's side: join on the landing page, then confirm, change and leave from the mailed link. */
test('join the waiting list → the mail → confirm my place, change my details, leave the list', async ({ page }) => {
  const email = uniqueEmail('waiting-list-journey')
  const since = Date.now()
  await page.goto('/#signup')
  await page.getByLabel('Your name').fill('Jo Plasterer')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Team size').selectOption('sole-trader')
  await page.getByLabel(/I agree to receive course materials/).check()
  await page.getByRole('button', { name: 'Join the Waiting List' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toContainText('emailed you a link to confirm your place')

  const mail = decodeQuotedPrintable((await waitForMail(email, /Confirm my place/, since)).raw)
  const link = /(http\S+\/waiting-list\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? ''
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Your place on the waiting list' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Confirm my place' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your place is confirmed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toHaveCount(0)
  await expect(page.getByText(/Confirmed on \d+ \w+ \d{4}/)).toBeVisible()

  await page.getByLabel('Your name').fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await page.getByLabel('Your name').fill('Jo Plastering')
  await page.getByLabel('Team size').selectOption('2-8')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Your name')).toHaveValue('Jo Plastering')
  await expect(page.getByLabel('Team size')).toHaveValue('2-8')

  await page.getByRole('button', { name: 'Stop waiting-list emails' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You will get no more waiting-list emails' })).toBeVisible()
  await page.getByRole('button', { name: 'Send me waiting-list emails again' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Waiting-list emails are back on.' })).toBeVisible()

  await page.getByLabel('Yes, delete my entry').check()
  await page.getByRole('button', { name: 'Remove me from the waiting list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "You're off the waiting list" })).toBeVisible()
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'This waiting-list link is not valid' })).toBeVisible()
})
