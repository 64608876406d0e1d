import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, uniqueEmail } from '../support/browser'
import { tokenLinkIn, waitForMail } from '../support/mail'

test('forgot password → the mail → reset page → sign in with the new password', async ({ page, request }) => {
  const email = uniqueEmail('reset-journey')
  const registered = await request.post('/api/v1/register', {
    data: { firstName: 'Alex', lastName: 'Mason', email, company: 'Mason Ltd', password: 'old-password-1' },
  })
  expect(registered.status()).toBe(201)

  const since = Date.now()
  await page.goto('/v1/forgot-password')
  await expectNoAxeViolations(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status').filter({ hasText: "we've sent a link" })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled()

  const mail = await waitForMail(email, /reset-password\?token=/, since)
  const link = tokenLinkIn(mail, '/v1/reset-password')
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('new-password-1')
  await page.getByLabel('Confirm new password').fill('other-password')
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByText("Passwords don't match")).toBeVisible()
  await page.getByLabel('Confirm new password').fill('new-password-1')
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByText('Redirecting to sign in page...')).toBeVisible()
  await expect(page).toHaveURL(/\/v1\/login$/)

  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('new-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/v1\/dashboard$/)
})

test('the reset page without a token asks for a new link', async ({ page }) => {
  await page.goto('/v1/reset-password')
  await expect(page.getByText('Invalid password reset link. Please request a new one.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Request a new reset link' }).click()
  await expect(page).toHaveURL(/\/v1\/forgot-password$/)
})

test('a used or unknown token shows the server message', async ({ page }) => {
  await page.goto('/v1/reset-password?token=not-a-real-token')
  await expectNoAxeViolations(page)
  await page.getByLabel('New password', { exact: true }).fill('new-password-1')
  await page.getByLabel('Confirm new password').fill('new-password-1')
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible()
})

test('the sign-in screen is accessible', async ({ page }) => {
  await page.goto('/v1/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})
