import { expect, test } from '@playwright/test'

import { firstStaffSetupCode } from '@/domains/staffAccounts/setupCode'
import { startExtraServer } from '../support/extraServer'
import { freshDatabaseWithoutStaff } from '../support/freshDatabase'
import { hydrated } from '../support/hydration'

/** On a database without staff, the admin's create-first-user screen asks for the setup code from the server log. */
test('the first staff account is created on the admin screen with the setup code, and a 12-character password', async ({ page }) => {
  test.setTimeout(480_000)
  const database = await freshDatabaseWithoutStaff('e2e_nostaff')
  const server = await startExtraServer({ DATABASE_URL: database.url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' }, { ownPublicUrl: true })
  try {
    const code = firstStaffSetupCode(process.env.PAYLOAD_SECRET ?? '')
    await server.waitForOutput(new RegExp(code))

    await page.goto(`${server.baseUrl}/admin`)
    await expect(page).toHaveURL(/\/admin\/create-first-user/)
    const setupCode = await hydrated(page.getByLabel('Setup code'))
    const fill = async (password: string, typedCode: string) => {
      await page.getByLabel('Email').fill('owner@solvingtech.test')
      await page.getByLabel('New Password').fill(password)
      await page.getByLabel('Confirm Password').fill(password)
      await setupCode.fill(typedCode)
      await page.getByRole('button', { name: 'Create' }).click()
    }

    await expect(async () => {
      await fill('a-long-enough-password', 'WRONG-CODE-0000-0000')
      await expect(page.getByText(/setup code that the server printed/).first()).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 45_000 })

    // A click made while an earlier attempt is still being answered is dropped by the form: each step is tried again
    // until its answer shows.
    await expect(async () => {
      await fill('short-pass1', code)
      await expect(page.getByText('Staff passwords must be at least 12 characters long.').first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 45_000 })

    // Created, the account signs in on the sign-in screen (no session comes with the new account).
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await expect(async () => {
      if (await setupCode.isVisible()) await fill('a-long-enough-password', code)
      await expect(signIn).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    const dashboard = page.getByRole('heading', { name: 'The programme at a glance' })
    await expect(async () => {
      await page.getByLabel('Email').fill('owner@solvingtech.test')
      await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password')
      await signIn.click()
      await expect(dashboard).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    expect(await database.query('SELECT email FROM users')).toEqual([{ email: 'owner@solvingtech.test' }])
  } finally {
    await server.stop()
    await database.drop()
  }
})
