import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { expectNoAxeViolations, learnerPassword, signUpLearner } from '../support/browser'
import { hydrated } from '../support/hydration'
import { signInToAdmin } from '../support/staffBrowser'

/** Your data, yourself: the learner downloads all we hold about them and closes their account; staff can do both. */
test('a learner downloads their data, then closes their account with their password', async ({ page }) => {
  const learner = await signUpLearner(page)
  await page.goto('/v1/account')
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^solving-tech-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
  expect(JSON.parse(strFromU8(files['profile.json']))).toEqual([expect.objectContaining({ email: learner.email })])
  await expectNoAxeViolations(page)

  const form = page.getByRole('form', { name: 'Close my account' })
  await form.getByLabel('Current password').fill('not-my-password')
  await (await hydrated(form.getByRole('button', { name: 'Close my account' }))).click()
  await expect(form.getByText('Current password is incorrect').first()).toBeVisible()

  await form.getByLabel('Current password').fill(learnerPassword)
  await form.getByRole('button', { name: 'Close my account' }).click()
  await expect(page).toHaveURL(/\/account-closed$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('courseUser'))).toBeNull()
  await expectNoAxeViolations(page)

  await page.goto('/v1/account')
  await expect(page).toHaveURL(/\/v1\/login/)
})

test('staff download a learner’s data and close the account from the learner’s page in the admin', async ({ page, browser }) => {
  const learnerPage = await browser.newPage()
  const learner = await signUpLearner(learnerPage)
  await learnerPage.close()

  await signInToAdmin(page)
  await expect(async () => {
    await page.goto(`/admin/collections/course-users/${learner.id}`)
    if (/\/admin\/login/.test(page.url())) await signInToAdmin(page)
    await expect(page.getByRole('heading', { name: 'Their data' })).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 45_000 })

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download this learner's data/ }).click()
  const files = unzipSync(new Uint8Array(await readFile((await (await downloading).path())!)))
  expect(JSON.parse(strFromU8(files['profile.json']))).toEqual([expect.objectContaining({ email: learner.email })])

  const confirm = page.getByLabel("Type the learner's email to confirm")
  await confirm.fill('someone@else.test')
  await page.getByRole('button', { name: 'Close this account' }).click()
  await expect(page.getByRole('alert').filter({ hasText: "That is not this learner's email" })).toBeVisible()
  await confirm.fill(learner.email)
  await page.getByRole('button', { name: 'Close this account' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The account is closed.' })).toBeVisible()
})
