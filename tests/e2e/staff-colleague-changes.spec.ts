import { expect, test } from '@playwright/test'
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

test("a staff member changes a colleague's password on their page, with their own password, and the colleague is mailed", async ({ page }) => {
  const actor = await newStaff('acting-staff', 'Priya Shah', actorPassword)
  const colleague = await newStaff('colleague', 'Tom Reed', colleaguePassword)
  const newPassword = 'pebble lantern orchard 42'
  await signInToAdmin(page, { email: actor.email, password: actorPassword })
  const ownPassword = page.getByLabel('Your own password', { exact: true })
  const toast = page.getByRole('region', { name: /Notifications/ })

  // Each try from the page as it opens: after a refused save Payload's edit view folds "Change Password" away.
  const tryNewPassword = async (own: string) => {
    await page.goto(`/admin/collections/users/${colleague.id}`)
    await expect(ownPassword).toHaveAttribute('type', 'password')
    await expect(ownPassword).toHaveAttribute('autocomplete', 'current-password')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByLabel(/^New Password/).fill(newPassword)
    await page.getByLabel(/^Confirm Password/).fill(newPassword)
    await ownPassword.fill(own)
    // The edit view checks what was typed with the server as it goes: save once it has answered.
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Save' }).click()
  }

  await tryNewPassword('not my password')
  await expect(toast).toContainText('Your current password is not right.')
  expect(await signInStatus(colleague.email, newPassword)).toBe(401)

  const since = Date.now()
  await tryNewPassword(actorPassword)
  await expect(toast).toContainText(/successfully/i)
  expect(await signInStatus(colleague.email, newPassword)).toBe(200)
  const notice = decodeQuotedPrintable((await waitForMail(colleague.email, /staff password was changed/, since)).raw)
  expect(notice.replace(/\s+/g, ' ')).toContain(`Priya Shah (${actor.email}) changed your password on`)
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
