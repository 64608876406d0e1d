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

/**
 * On the admin's Landing page, chooses the programme's state by its option's label and saves. The radio is Payload's
 * own, which takes a click only once its script has run: clicked again until it is checked.
 */
export const saveProgrammeState = async (admin: Page, state: 'Open now' | 'Coming soon'): Promise<void> => {
  const label = state === 'Open now' ? 'Open now: the landing page says so' : 'Coming soon: the landing page says COMING SOON'
  const radio = admin.getByRole('radio', { name: new RegExp(`^${state}`) })
  await expect(async () => {
    await admin.getByText(label).click({ timeout: 2_000 })
    await expect(radio).toBeChecked({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/successfully/i)).toBeVisible()
}
