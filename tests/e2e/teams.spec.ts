import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, learnerPassword, signUpLearner, uniqueEmail } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'

const phone = { width: 360, height: 740 }

test('an owner invites their team: another phone registers from the link, completes a lesson, and the owner sees it', async ({ page, browser }) => {
  await page.setViewportSize(phone)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page, { company: 'Keller Roofing' })
  await page.goto('/v1/account')
  const team = page.getByRole('region', { name: 'Your team' })
  await expect(team.getByLabel('Team name')).toHaveValue('Keller Roofing')
  await team.getByRole('button', { name: 'Create the team' }).click()
  const invite = team.getByLabel('Invite link')
  await expect(invite).toHaveValue(/\/v1\/join\//)
  const link = new URL(await invite.inputValue())
  const qr = team.getByRole('img', { name: "QR code of the invite link, to scan with a phone's camera" })
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(team.getByText('Nobody has joined yet. Share the link above.')).toBeVisible()
  await expectNoAxeViolations(page)

  // The link, opened on another phone by someone with no account yet.
  const otherPhone = await browser.newContext({ viewport: phone })
  const member = await otherPhone.newPage()
  await member.goto(link.pathname)
  await expect(member.getByRole('heading', { level: 1, name: 'Join Keller Roofing on Solving Tech' })).toBeVisible()
  await expectNoAxeViolations(member)
  await member.getByRole('link', { name: 'Create your free account' }).click()
  await expect(member.getByLabel('Company name')).toHaveValue('Keller Roofing')
  await member.getByLabel('First name').fill('Robin')
  await member.getByLabel('Last name').fill('Slater')
  await member.getByLabel('Email address').fill(uniqueEmail('team-member'))
  await member.getByLabel(/^Password/).fill(learnerPassword)
  await member.getByLabel('Confirm password').fill(learnerPassword)
  await member.getByRole('button', { name: 'Create Free Account' }).click()

  // Back at the invite, signed in: sharing progress is never ticked for them (consent is given, not assumed), and the
  // form says what the owner would see.
  await expect(member.getByRole('button', { name: 'Join Keller Roofing' })).toBeVisible()
  const consent = member.getByRole('checkbox', { name: /^Share my progress with Sam Jones/ })
  await expect(consent).not.toBeChecked()
  await expect(consent).toHaveAccessibleDescription(/If you tick this, Sam Jones will see your courses, the lessons you have done, when you were last active and your certificates\. If you leave it unticked, they see only your name\./)
  await consent.check()
  await member.getByRole('button', { name: 'Join Keller Roofing' }).click()
  await expect(member.getByRole('region', { name: 'Your team' }).getByText(/You are in Keller Roofing, Sam Jones.s team\./)).toBeVisible()

  expect((await member.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  await member.goto(`/v1/lessons/${featured.lessons[0].id}`)
  await member.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(member.getByRole('button', { name: 'Completed' })).toBeDisabled()

  await page.reload()
  const myTeam = page.getByRole('region', { name: 'My team' })
  const robin = myTeam.getByRole('listitem').filter({ hasText: 'Robin Slater' })
  await expect(robin.getByText(`${featuredCourseTitle}: 1 of ${featured.lessons.length} lessons`)).toBeVisible()
  await expect(page.getByText('2 of 50 places taken, yours included.', { exact: false })).toBeVisible()

  // Robin stops sharing: the owner sees the name only.
  await member.goto('/v1/account')
  await member.getByRole('checkbox', { name: /^Share my progress with Sam Jones/ }).uncheck()
  await expect(member.getByText('You no longer share your progress.')).toBeVisible()
  await page.reload()
  await expect(myTeam.getByRole('listitem').filter({ hasText: 'Robin Slater' }).getByText('Keeps their progress to themselves.')).toBeVisible()
  await expect(myTeam.getByText(featuredCourseTitle)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await otherPhone.close()
})

test('an invite link that was replaced says so, in words', async ({ page }) => {
  await signUpLearner(page, { company: 'Mason Ltd' })
  await page.goto('/v1/account')
  const team = page.getByRole('region', { name: 'Your team' })
  await team.getByRole('button', { name: 'Create the team' }).click()
  const first = new URL(await team.getByLabel('Invite link').inputValue())
  await team.getByRole('button', { name: 'Make a new link' }).click()
  await expect(team.getByText('A new link is ready. The old one no longer works.')).toBeVisible()
  await expect(team.getByLabel('Invite link')).not.toHaveValue(first.href)
  await page.goto(first.pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'This invite link does not work' })).toBeVisible()
  await expect(page.getByText('This invite link has been replaced by a newer one. Ask the person who sent it for the new link.')).toBeVisible()
  await expectNoAxeViolations(page)
})
