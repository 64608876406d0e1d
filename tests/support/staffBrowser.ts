import { expect, type Page } from '@playwright/test'

const staffEmail = process.env.SEED_ADMIN_EMAIL ?? ''
const staffPassword = process.env.SEED_ADMIN_PASSWORD ?? ''

/**
 * Signs the seeded staff account in through the admin's login form. The form can wipe what was typed while it
 * hydrates and sets up its state, so fill and submit again until the admin moves on from the login screen.
 */
export const signInToAdmin = async (page: Page): Promise<void> => {
  if (!/\/admin\/login/.test(page.url())) await page.goto('/admin/login')
  await expect(async () => {
    if (!/\/admin\/login/.test(page.url())) return
    await page.getByLabel('Email').fill(staffEmail)
    await page.getByLabel('Password').fill(staffPassword)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}
