import { expect, test, type Page, type Request } from '@playwright/test'
import { generate } from 'otplib'

import { decodeQuotedPrintable, waitForMail } from '../support/mail'
import { staffCreate, staffLogin, staffTokenOf } from '../support/staffApi'
import { signInToAdmin } from '../support/staffBrowser'

/**
 * Issue 40, point 10: on a colleague's page in the admin, changing their password, or turning off their two-factor
 * sign-in, asks for your own password; the colleague is mailed who did it.
 */
const actorPassword = 'tin roof marmalade cobbles'
const colleaguePassword = 'a long staff password 7'

const newStaff = async (label: string, name: string, password: string) => {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`
  const doc = await staffCreate<{ id: string }>(await staffLogin(), 'users', { email, password, name })
  return { email, id: String(doc.id) }
}

const signInStatus = async (email: string, password: string) =>
  (await fetch(`${process.env.TEST_BASE_URL}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status

/** The form state of the admin's edit view inside the body of one of its server-action requests, if there is one. */
const formStateIn = (body: string): Record<string, { value?: unknown }> | undefined => {
  const find = (node: unknown): Record<string, { value?: unknown }> | undefined => {
    if (!node || typeof node !== 'object') return undefined
    if ('formState' in node && node.formState && typeof node.formState === 'object') return node.formState as Record<string, { value?: unknown }>
    for (const child of Object.values(node)) {
      const found = find(child)
      if (found) return found
    }
    return undefined
  }
  try {
    return find(JSON.parse(body))
  } catch {
    return undefined
  }
}

/**
 * Resolves once the admin's edit view has had the server's whole answer on the page as typed: it sends what was typed
 * as it goes, and takes that answer as the word on which fields are valid. Opening "Change Password" marks "New
 * Password" invalid, and Payload's field may not clear that itself when the password is typed at once (its check runs
 * at most every 150 ms, and tells the form only of a change it has seen itself); until the server's answer, Save
 * stops at "Please correct invalid fields." Call it before typing: the request goes out a moment after the last key.
 * The request's end, not its response: the answer streams, and Chromium may end a stream read to its end as failed
 * (so Playwright's `response.finished()` may never resolve). Answers false if no such request ends within `withinMs`:
 * the form can drop what was typed while it settles, and the caller's save then shows whether it did.
 */
const formStateAnswered = (page: Page, typed: Record<string, string>, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    const settle = (answered: boolean) => {
      clearTimeout(deadline)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      resolve(answered)
    }
    const ended = (request: Request) => {
      if (request.method() !== 'POST' || !request.headers()['next-action']) return
      const state = formStateIn(request.postData() ?? '')
      if (state && Object.entries(typed).every(([path, value]) => (state[path]?.value ?? '') === value)) settle(true)
    }
    const deadline = setTimeout(() => settle(false), withinMs)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
  })

test("a staff member changes a colleague's password on their page, with their own password, and the colleague is mailed", async ({ page }) => {
  // Three saves in the admin, each from a freshly opened page: on a loaded two-core machine that has run past 60 s.
  test.setTimeout(480_000)
  const actor = await newStaff('acting-staff', 'Priya Shah', actorPassword)
  const colleague = await newStaff('colleague', 'Tom Reed', colleaguePassword)
  const newPassword = 'pebble lantern orchard 42'
  await signInToAdmin(page, { email: actor.email, password: actorPassword })
  const ownPassword = page.getByLabel('Your own password', { exact: true })
  const toast = page.getByRole('region', { name: /Notifications/ })

  // Each try from the page as it opens: after a refused save Payload's edit view folds "Change Password" away. Saved
  // once the server has answered the form as typed, as a rule; when the form still stops at "Please correct invalid
  // fields." (its answer came after the click, or what was typed was dropped while it settled), the try starts again.
  const tryNewPassword = async (own: string, answer: string | RegExp) => {
    await expect(async () => {
      await page.goto(`/admin/collections/users/${colleague.id}`)
      await expect(ownPassword).toHaveAttribute('type', 'password')
      await expect(ownPassword).toHaveAttribute('autocomplete', 'current-password')
      await expect(ownPassword).toHaveAccessibleDescription(/needed only to change the email or password on this page/)
      await page.getByRole('button', { name: 'Change Password' }).click()
      const answered = formStateAnswered(page, { password: newPassword, 'confirm-password': newPassword, currentPassword: own }, 10_000)
      await page.getByLabel(/^New Password/).fill(newPassword)
      await page.getByLabel(/^Confirm Password/).fill(newPassword)
      if (own) await ownPassword.fill(own)
      await answered
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(toast.getByText(answer).or(toast.getByText('Please correct invalid fields.')).first()).toBeVisible()
      await expect(toast).toContainText(answer, { timeout: 1_000 })
    }).toPass({ timeout: 90_000 })
  }

  // Left empty, the form still sends the change: the server refuses it, in its own words, on the field too.
  await tryNewPassword('', "Enter your own password to change a colleague's email or password.")
  await expect(ownPassword).toHaveAccessibleDescription(/^Enter your own password to change a colleague's email or password\./)
  await expect(ownPassword).toHaveAttribute('aria-invalid', 'true')
  expect(await signInStatus(colleague.email, newPassword)).toBe(401)

  await tryNewPassword('not my password', 'Your current password is not right.')
  expect(await signInStatus(colleague.email, newPassword)).toBe(401)

  const since = Date.now()
  await tryNewPassword(actorPassword, /successfully/i)
  expect(await signInStatus(colleague.email, newPassword)).toBe(200)
  const notice = decodeQuotedPrintable((await waitForMail(colleague.email, /staff password was changed/, since)).raw)
  expect(notice.replace(/\s+/g, ' ')).toContain(`Priya Shah (${actor.email}) changed your password on`)
})

test('a staff member saves a new name on their own account page with "Current password" left empty', async ({ page }) => {
  const self = await newStaff('own-name', 'Sam Patel', actorPassword)
  await signInToAdmin(page, { email: self.email, password: actorPassword })
  await page.goto('/admin/account')
  const currentPassword = page.getByLabel('Current password', { exact: true })
  await expect(currentPassword).toHaveAttribute('type', 'password')
  await expect(currentPassword).toHaveValue('')
  await page.getByLabel('Name', { exact: true }).fill('Samira Patel')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(/successfully/i)
  const saved = await fetch(`${process.env.TEST_BASE_URL}/api/users/${self.id}`, { headers: { Authorization: `JWT ${await staffLogin()}` } })
  expect(((await saved.json()) as { name?: string }).name).toBe('Samira Patel')
})

test("a staff member turns off a lost phone's two-factor sign-in on a colleague's page, with their own password", async ({ page }) => {
  const actor = await newStaff('acting-staff', 'Priya Shah', actorPassword)
  const colleague = await newStaff('colleague', 'Tom Reed', colleaguePassword)
  // The colleague turns it on from their own session.
  const signedIn = await fetch(`${process.env.TEST_BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: colleague.email, password: colleaguePassword }),
  })
  const theirs = { 'Content-Type': 'application/json', Authorization: `JWT ${staffTokenOf(signedIn)}` }
  const setup = (await (await fetch(`${process.env.TEST_BASE_URL}/api/users/two-factor/setup`, { method: 'POST', headers: theirs, body: '{}' })).json()) as { secret: string }
  const code = await generate({ secret: setup.secret })
  expect((await fetch(`${process.env.TEST_BASE_URL}/api/users/two-factor/enable`, { method: 'POST', headers: theirs, body: JSON.stringify({ code }) })).status).toBe(200)

  await signInToAdmin(page, { email: actor.email, password: actorPassword })
  await page.goto(`/admin/collections/users/${colleague.id}`)
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' })
  await expect(panel).toContainText('On since')
  await panel.getByRole('button', { name: 'Turn off for this account (lost phone)' }).click()
  const group = panel.getByRole('group', { name: 'Turn off two-factor sign-in for this account' })
  const turnOff = group.getByRole('button', { name: 'Turn off two-factor sign-in for this account' })
  await turnOff.click()
  await expect(panel.getByRole('alert')).toHaveText("Enter your own password to turn off a colleague's two-factor sign-in.")
  await group.getByLabel('Your own password').fill('not my password')
  await turnOff.click()
  await expect(panel.getByRole('alert')).toHaveText('Your current password is not right.')

  const since = Date.now()
  await group.getByLabel('Your own password').fill(actorPassword)
  await turnOff.click()
  await expect(panel.getByRole('status')).toHaveText('Two-factor sign-in is off for this account. They have been emailed that you turned it off.')
  await expect(panel).toContainText('Off: signing in needs the password alone.')
  expect(await signInStatus(colleague.email, colleaguePassword)).toBe(200)
  await waitForMail(colleague.email, /Two-factor sign-in was turned off/, since)
})
