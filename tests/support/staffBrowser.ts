import { expect, type Page } from '@playwright/test'

const staffEmail = process.env.SEED_ADMIN_EMAIL ?? ''
const staffPassword = process.env.SEED_ADMIN_PASSWORD ?? ''

/** The admin's navigation has "Log out" once a staff member is signed in, whatever the address says. */
const signedIn = (page: Page) => page.getByRole('link', { name: 'Log out' })

/**
 * Signs the seeded staff account in through the admin's login form. The form can wipe what was typed while it
 * hydrates and sets up its state, so fill and submit again until the admin shows its navigation. Under load the
 * admin has been seen to render the dashboard while the address still read /admin/login, so the navigation is the
 * sign of success, and the dashboard is then opened at its own address.
 */
export const signInToAdmin = async (page: Page): Promise<void> => {
  if (!/\/admin\/login/.test(page.url())) await page.goto('/admin/login')
  await expect(async () => {
    if ((await signedIn(page).count()) > 0) return
    await page.getByLabel('Email').fill(staffEmail, { timeout: 5_000 })
    await page.getByLabel('Password').fill(staffPassword, { timeout: 5_000 })
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 5_000 })
    await expect(signedIn(page)).toBeAttached({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  if (/\/admin\/login/.test(page.url())) await page.goto('/admin')
}
