import { expect, type Page } from '@playwright/test'

const staffEmail = process.env.SEED_ADMIN_EMAIL ?? ''
const staffPassword = process.env.SEED_ADMIN_PASSWORD ?? ''

/** The admin's navigation has "Log out" once a staff member is signed in, whatever the address says. */
const signedIn = (page: Page) => page.getByRole('link', { name: 'Log out' })

/**
 * Signs a staff account (the seeded one unless told) in through the admin's sign-in form, with a code from the
 * authenticator app when given one. The form can wipe what was typed while it hydrates, so fill and submit again
 * until the admin shows its navigation. Under load the admin has been seen to render the dashboard while the address
 * still read /admin/login, so the navigation is the sign of success, and the dashboard is then opened at its own
 * address.
 */
export const signInToAdmin = async (page: Page, account: { email: string; password: string; code?: () => Promise<string> } = { email: staffEmail, password: staffPassword }): Promise<void> => {
  if (!/\/admin\/login/.test(page.url())) await page.goto('/admin/login')
  await expect(async () => {
    if ((await signedIn(page).count()) > 0) return
    await page.getByLabel('Email').fill(account.email, { timeout: 5_000 })
    await page.getByLabel('Password', { exact: true }).fill(account.password, { timeout: 5_000 })
    if (account.code) await page.getByLabel(/Code from your authenticator app/).fill(await account.code(), { timeout: 5_000 })
    await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 5_000 })
    await expect(signedIn(page)).toBeAttached({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  if (/\/admin\/login/.test(page.url())) await page.goto('/admin')
}
