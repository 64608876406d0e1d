import { expect, test, type Page } from '@playwright/test'
import { generate } from 'otplib'

import { expectNoAxeViolations } from '../support/browser'
import { startExtraServer } from '../support/extraServer'
import { staffCreate, staffLogin } from '../support/staffApi'
import { signInToAdmin } from '../support/staffBrowser'

/** Issue 23, point 1: staff set up two-factor sign-in in the admin, and sign in with a code or a recovery code. */
const password = 'a long staff password 7'

/** The code an authenticator app shows for this key, now or the given number of 30 s steps later. */
const codeFor = (key: string, stepsAhead = 0) => generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

/** A staff account of its own, made by the seeded one on the test stack (whose database every server here shares). */
const newStaff = async () => {
  const email = `two-factor-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`
  await staffCreate(await staffLogin(), 'users', { email, password })
  return email
}

/** Scans the QR code the way a person without a camera would: reads the key written under it. */
const keyShown = async (page: Page) => ((await page.locator('.staff-panel__key').textContent()) ?? '').replace(/\s/g, '')

/** Keeps the recovery codes as the screen asks, and answers them. */
const keepRecoveryCodes = async (page: Page): Promise<string[]> => {
  const list = page.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim())
  await page.getByLabel('I have kept my recovery codes').check()
  return codes
}

test('a staff member turns two-factor sign-in on from their account page, then signs in with a code or a recovery code', async ({ page }) => {
  const email = await newStaff()
  await signInToAdmin(page, { email, password })
  await page.goto('/admin/account')
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' })
  await expect(panel).toContainText('Off: signing in needs the password alone.')
  await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(panel.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible()
  const key = await keyShown(page)
  await expectNoAxeViolations(page, '.staff-panel')

  await panel.getByLabel('Enter the 6-digit code the app shows').fill('000000')
  await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(panel.getByRole('alert')).toContainText('That code is not right')
  await panel.getByLabel('Enter the 6-digit code the app shows').fill(await codeFor(key))
  await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const recoveryCodes = await keepRecoveryCodes(page)
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toContainText(/On since .*10 of 10 recovery codes left/)

  // Signed out, the password alone no longer signs in; with the next code from the app it does.
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid' })).toHaveText('Invalid email, password or code')
  await expectNoAxeViolations(page)
  await signInToAdmin(page, { email, password, code: () => codeFor(key, 1) })

  await page.context().clearCookies()
  await signInToAdmin(page, { email, password, code: async () => recoveryCodes[0] })
  await page.goto('/admin/account')
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toContainText('9 of 10 recovery codes left')
})

test('where the server requires it, a staff member without it sets it up at sign-in and goes on into the admin', async ({ page }) => {
  test.setTimeout(360_000)
  const server = await startExtraServer({ STAFF_TWO_FACTOR_REQUIRED: 'true' }, { ownPublicUrl: true })
  try {
    const email = await newStaff()
    await page.goto(`${server.baseUrl}/admin/login`)
    await expect(async () => {
      await page.getByLabel('Email').fill(email, { timeout: 5_000 })
      await page.getByLabel('Password', { exact: true }).fill(password, { timeout: 5_000 })
      await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 5_000 })
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeFocused({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await expect(page.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible()
    await expectNoAxeViolations(page)
    const key = await keyShown(page)
    await page.getByLabel('Enter the 6-digit code the app shows').fill(await codeFor(key))
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused()
    await keepRecoveryCodes(page)
    await page.getByRole('button', { name: 'Continue to the admin' }).click()
    await expect(page.getByRole('heading', { name: 'The programme at a glance' })).toBeVisible({ timeout: 20_000 })
  } finally {
    await server.stop()
  }
})
