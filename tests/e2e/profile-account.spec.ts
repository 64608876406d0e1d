import { expect, test, type Locator } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, learnerPassword, signUpLearner, storedUser, toast, uniqueEmail } from '../support/browser'
import { decodeQuotedPrintable, tokenLinkIn, waitForMail } from '../support/mail'


/** The current password starts hidden, Show reveals it, then Hide is pressed. */
const showAndHideCurrentPassword = async (form: Locator, input: Locator) => {
  await expect(input).toHaveAttribute('type', 'password')
  await form.getByRole('button', { name: 'Show current password' }).click()
  await expect(input).toHaveAttribute('type', 'text')
  await form.getByRole('button', { name: 'Hide current password' }).click()
}

test('profile changes are saved, merged into the stored user and shown in the header', async ({ page }) => {
  const learner = await signUpLearner(page)
  await page.goto('/v1/profile')
  await expect(page.getByLabel('First name')).toHaveValue('Sam')
  await expectNoAxeViolations(page)

  await page.getByLabel('First name').fill('Samantha')
  await page.getByLabel('Last name').fill('Builder')
  await page.getByLabel('Job title').fill('Director')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Profile updated')).toContainText('Your profile has been successfully updated.')
  await expect(page.getByRole('button', { name: /account menu/ })).toContainText('Samantha')
  expect(await storedUser(page)).toMatchObject({ id: learner.id, email: learner.email, firstName: 'Samantha', lastName: 'Builder', name: 'Samantha Builder', jobTitle: 'Director' })
  await page.reload()
  await expect(page.getByLabel('Job title')).toHaveValue('Director')
})

test('every profile message of spec 5.4 shows on its field', async ({ page }) => {
  await signUpLearner(page)
  await page.goto('/v1/profile')
  for (const label of ['First name', 'Last name', 'Company name']) await page.getByLabel(label).fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  for (const message of ['First name is required', 'Last name is required', 'Company name is required']) await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true')
})

test('the account shows the free membership and changes the email once the mailed link is confirmed', async ({ page, browser }) => {
  const taken = await signUpLearner(await browser.newPage({ baseURL: test.info().project.use.baseURL }))
  const learner = await signUpLearner(page)
  await page.goto('/v1/account')
  const membership = page.getByRole('region', { name: 'Membership' })
  await expect(membership.getByText('Free', { exact: true })).toBeVisible()
  await expect(membership.getByText('Access to free courses and basic features')).toBeVisible()
  await expect(membership.getByRole('button', { name: 'Upgrade Membership' })).toBeVisible()
  await expectNoAxeViolations(page)

  const form = page.getByRole('form', { name: 'Change email' })
  const currentPassword = form.getByLabel('Current password')
  await showAndHideCurrentPassword(form, currentPassword)

  await form.getByLabel('Email address').fill('not-an-email')
  await form.getByRole('button', { name: 'Update Email' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Current password is required')).toBeVisible()

  const newEmail = uniqueEmail('moved')
  await form.getByLabel('Email address').fill(newEmail)
  await currentPassword.fill('not-my-password')
  await form.getByRole('button', { name: 'Update Email' }).click()
  await expect(page.locator('#email-current-password-error')).toHaveText('Current password is incorrect')
  await expect(page).toHaveURL(/\/v1\/account$/)

  await form.getByLabel('Email address').fill(taken.email)
  await currentPassword.fill(learnerPassword)
  await form.getByRole('button', { name: 'Update Email' }).click()
  await expect(toast(page, 'Email not updated')).toBeVisible()

  const since = Date.now()
  await form.getByLabel('Email address').fill(newEmail)
  await currentPassword.fill(learnerPassword)
  await form.getByRole('button', { name: 'Update Email' }).click()
  const sent = `Check your inbox: we've sent a link to ${newEmail} to confirm the change.`
  await expect(toast(page, 'Check your inbox')).toContainText(sent)
  await expect(form.getByRole('status')).toHaveText(sent)
  expect(await storedUser(page)).toMatchObject({ id: learner.id, email: learner.email })

  const mail = await waitForMail(newEmail, /confirm-email\?token=/, since)
  const link = tokenLinkIn(mail, '/v1/confirm-email')
  await page.goto(link)
  await page.getByRole('button', { name: 'Confirm New Email' }).click()
  await expect(page.getByRole('status')).toContainText(`Your email address is now ${newEmail}`)
  expect(await storedUser(page)).toMatchObject({ id: learner.id, email: newEmail, firstName: 'Sam' })
  const signIn = await page.request.post('/api/v1/login', { data: { email: newEmail, password: learnerPassword } })
  expect(signIn.status()).toBe(200)
})

test('changing the password: a wrong current password is refused, then the new one signs in', async ({ page }) => {
  const learner = await signUpLearner(page)
  await page.goto('/v1/account')
  const form = page.getByRole('form', { name: 'Change password' })
  const current = form.getByLabel('Current password')
  await showAndHideCurrentPassword(form, current)
  await expect(current).toHaveAttribute('type', 'password')

  await page.getByRole('button', { name: 'Update Password' }).click()
  for (const message of ['Current password is required', 'Password must be at least 6 characters long', 'Please confirm your new password']) await expect(form.getByText(message)).toBeVisible()

  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
  await page.getByLabel('Confirm new password').fill('something-else')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText("Passwords don't match")).toBeVisible()

  await current.fill('not-my-password')
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
  await page.getByLabel('Confirm new password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.locator('#current-password-error')).toHaveText('Current password is incorrect')

  await current.fill(learnerPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(toast(page, 'Password updated')).toContainText('Your password has been successfully changed.')
  await expect(current).toHaveValue('')
  expect((await page.request.post('/api/v1/login', { data: { email: learner.email, password: learnerPassword } })).status()).toBe(401)
  expect((await page.request.post('/api/v1/login', { data: { email: learner.email, password: 'brand-new-pass' } })).status()).toBe(200)
})

test('profile and account send a signed-out visitor to sign in, and fit a 360 px phone', async ({ page }) => {
  for (const path of ['/v1/profile', '/v1/account']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/v1\/login$/)
  }
  await page.setViewportSize({ width: 360, height: 740 })
  await signUpLearner(page)
  for (const path of ['/v1/profile', '/v1/account']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalScroll(page)
  }
})

test('email preferences: the welcome mail unsubscribes with one button, and the account page shows and changes the choice', async ({ page, browser }) => {
  const since = Date.now()
  const learner = await signUpLearner(page)
  const welcome = decodeQuotedPrintable((await waitForMail(learner.email, /Welcome, Sam/, since)).raw)
  const unsubscribeLink = welcome.match(/https?:\/\/[^\s\]>"]+(?<!\/api\/v1)\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)?.[0]
  expect(unsubscribeLink).toBeDefined()

  // Signed out, as from a phone's mail app: the page asks, one button does it.
  const mailAppContext = await browser.newContext()
  const mailApp = await mailAppContext.newPage()
  await mailApp.goto(unsubscribeLink!)
  await expect(mailApp.getByRole('heading', { name: 'Unsubscribe from emails about your courses' })).toBeVisible()
  await expectNoAxeViolations(mailApp)
  await mailApp.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(mailApp.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
  await expect(mailApp.getByRole('status')).toContainText("We won't send you emails about your courses any more.")
  await expectNoAxeViolations(mailApp)
  await mailAppContext.close()

  await page.goto('/v1/account')
  const preferences = page.getByRole('form', { name: 'Email preferences' })
  const courseEmails = preferences.getByLabel(/Emails about my courses/)
  const reminders = preferences.getByLabel(/Reminders: the day before a call/)
  await expect(courseEmails).not.toBeChecked()
  await expect(reminders).toBeChecked()
  await reminders.uncheck()
  await courseEmails.check()
  await preferences.getByRole('button', { name: 'Save Email Preferences' }).click()
  await expect(preferences.getByText('Your email choices are saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Email preferences' }).getByLabel(/Reminders: the day before a call/)).not.toBeChecked()
  await expect(page.getByRole('form', { name: 'Email preferences' }).getByLabel(/Emails about my courses/)).toBeChecked()
  await expectNoAxeViolations(page)
})
