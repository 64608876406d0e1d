import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner, toast, uniqueEmail } from '../support/browser'
import { hydrated } from '../support/hydration'
import { confirmationCodeMail } from '../support/signInCode'

test.use({ viewport: { width: 360, height: 740 } })

/** From the dashboard, through the phone's menu, to the account page: as a returning learner gets there. */
const openAccountFromDashboard = async (page: Page) => {
  await page.goto('/v1/dashboard')
  await (await hydrated(page.getByRole('button', { name: 'Menu' }))).click()
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL(/\/v1\/account$/)
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

/** A learner whose account has no password (made from a course card), signed in on `page`. */
const signUpWithoutPassword = async (page: Page) => {
  const email = uniqueEmail('confirm-journey')
  const registered = await page.request.post('/api/v1/register/without-password', { data: { firstName: 'Ffion', lastName: 'Hughes', email, company: 'Hughes Joinery' } })
  expect(registered.status()).toBe(201)
  const user: unknown = await registered.json()
  await page.goto('/v1')
  await page.evaluate((stored) => window.localStorage.setItem('courseUser', JSON.stringify(stored)), user)
  return email
}

test('a learner with no password closes their account on a phone with a code from the email', async ({ page }) => {
  const email = await signUpWithoutPassword(page)
  await openAccountFromDashboard(page)
  const form = page.getByRole('form', { name: 'Close my account' })
  await expect(form.getByLabel('Current password')).toHaveCount(0)
  const codeBox = form.getByLabel('The 6-digit code from the email')
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric')
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code')

  // Without a code it says what is missing.
  await (await hydrated(form.getByRole('button', { name: 'Close my account' }))).click()
  await expect(page.locator('#close-code-error')).toHaveText('Enter the 6-digit code from the email')

  const since = Date.now()
  await form.getByRole('button', { name: 'Email Me a Code' }).click()
  await expect(form.getByRole('status')).toHaveText(`We've emailed a 6-digit code to ${email}. It works once, for 15 minutes.`)
  await expect(codeBox).toBeFocused()
  await expect(form.getByRole('button', { name: 'Email Me a New Code' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  const { code, spaced } = await confirmationCodeMail(email, since)

  // A wrong code says so under the box and closes nothing; the right one, typed as the mail spaces it, closes.
  await codeBox.fill(otherThan(code))
  await form.getByRole('button', { name: 'Close my account' }).click()
  await expect(page.locator('#close-code-error')).toHaveText('That code is not right, or it has expired. Check the newest email from us, or ask for a new code.')
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await expect(page).toHaveURL(/\/v1\/account$/)

  await codeBox.fill(spaced)
  await form.getByRole('button', { name: 'Close my account' }).click()
  await expect(page).toHaveURL(/\/account-closed$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('courseUser'))).toBeNull()
  await page.goto('/v1/account')
  await expect(page).toHaveURL(/\/v1\/login/)
})

test('a learner without their password to hand changes their email with a code from the email', async ({ page }) => {
  const learner = await signUpLearner(page)
  await openAccountFromDashboard(page)
  const form = page.getByRole('form', { name: 'Change email' })
  const newEmail = uniqueEmail('confirm-moved')
  await form.getByLabel('Email address').fill(newEmail)

  const since = Date.now()
  await (await hydrated(form.getByRole('button', { name: 'No password to hand? Email me a code' }))).click()
  await expect(form.getByRole('status')).toHaveText(`We've emailed a 6-digit code to ${learner.email}. It works once, for 15 minutes.`)
  const codeBox = form.getByLabel('The 6-digit code from the email')
  await expect(codeBox).toBeFocused()
  await expect(form.getByLabel('Current password')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  // Back to the password and to the code again: the field follows.
  await form.getByRole('button', { name: 'Use my password instead' }).click()
  await expect(form.getByLabel('Current password')).toBeVisible()
  await expect(codeBox).toHaveCount(0)
  const { code } = await confirmationCodeMail(learner.email, since)
  const again = Date.now()
  await form.getByRole('button', { name: 'No password to hand? Email me a code' }).click()
  await expect(codeBox).toBeFocused()
  // The newer code ended the first.
  const newer = await confirmationCodeMail(learner.email, again)
  if (newer.code !== code) {
    await codeBox.fill(code)
    await form.getByRole('button', { name: 'Update Email' }).click()
    await expect(page.locator('#email-code-error')).toHaveText('That code is not right, or it has expired. Check the newest email from us, or ask for a new code.')
  }
  await codeBox.fill(newer.code)
  await form.getByRole('button', { name: 'Update Email' }).click()
  const sent = `Check your inbox: we've sent a link to ${newEmail} to confirm the change.`
  await expect(toast(page, 'Check your inbox')).toContainText(sent)
  await expect(codeBox).toHaveValue('')
})
