import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, learnerPassword, signUpLearner, uniqueEmail } from '../support/browser'
import { courseByTitle, featuredCourseTitle, paidCourseTitle } from '../support/courses'
import { openDisclosure } from '../support/disclosure'
import { hydrated } from '../support/hydration'

const phone = { width: 360, height: 740 }

test("an owner makes a team for the featured course; a member on another phone registers from the invite, joins and lands on its lesson 1; the owner sees them start", async ({ page, browser }) => {
  await page.setViewportSize(phone)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page, { company: 'Keller Roofing' })
  await page.goto('/v1/account')
  const team = page.getByRole('region', { name: 'Your team' })
  await expect(team.getByLabel('Team name')).toHaveValue('Keller Roofing')
  // The featured course is ticked to begin with; the paid course is not on offer (joining never enrols in one).
  const learns = team.getByRole('group', { name: 'What will your team learn?' })
  await expect(learns.getByRole('checkbox', { name: featuredCourseTitle })).toBeChecked()
  await expect(learns.getByRole('checkbox', { name: paidCourseTitle })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await team.getByRole('button', { name: 'Create the team' }).click()
  const invite = team.getByLabel('Invite link')
  await expect(invite).toHaveValue(/\/v1\/join\//)
  await expect(team.getByText(`Each person who joins starts ${featuredCourseTitle}.`)).toBeVisible()
  const link = new URL(await invite.inputValue())
  const qr = team.getByRole('img', { name: "QR code of the invite link, to scan with a phone's camera" })
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(team.getByText('Nobody has joined yet. Share the link above.')).toBeVisible()
  await expectNoAxeViolations(page)

  // The link, opened on another phone by someone with no account yet.
  const otherPhone = await browser.newContext({ viewport: phone })
  const member = await otherPhone.newPage()
  const started = Date.now()
  await member.goto(link.pathname)
  await expect(member.getByRole('heading', { level: 1, name: 'Join Keller Roofing on Solving Tech' })).toBeVisible()
  await expect(member.getByText(`Joining enrols you in ${featuredCourseTitle}, ready to start at lesson 1.`)).toBeVisible()
  await expectNoAxeViolations(member)
  await member.getByRole('link', { name: 'Create your free account' }).click()
  await expect(member.getByLabel('Company name')).toHaveValue('Keller Roofing')
  await expect(member.locator('#main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/v1/login?join=${link.pathname.split('/').pop()}`)
  // The team answers the business questions: they are not asked again.
  for (const question of ['Team size', 'Your trade', 'Postcode district']) await expect(member.getByLabel(question, { exact: false })).toHaveCount(0)
  await expectNoAxeViolations(member)
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
  await member.getByRole('button', { name: 'Join Keller Roofing' }).click()

  // Enrolled in the team's course: its start, then lesson 1 with "How this works".
  await expect(member).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
  await (await hydrated(member.getByRole('region', { name: 'Before you start: where do you stand today?' }).getByRole('button', { name: 'Skip for now: go to lesson 1' }))).click()
  await expect(member).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(member.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  await expect(member.getByRole('region', { name: 'How this works' })).toBeVisible()
  console.info(`[measure] invite link → lesson 1: ${JSON.stringify({ taps: 4, fieldsFilled: 5, milliseconds: Date.now() - started })}`)
  expect((await (await member.request.get(`/api/v1/enrollments/${featured.id}/status`)).json()) as unknown).toEqual({ isEnrolled: true, isPaid: false })
  await member.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(member.getByRole('button', { name: 'Completed' })).toBeDisabled()

  // The owner: "My team" in their menu, and the dashboard counts the start. Robin shares nothing yet.
  await page.goto('/v1/dashboard')
  await expect(page.getByRole('region', { name: 'Your team' }).getByText('1 member started this week.')).toBeVisible()
  await expectNoAxeViolations(page)
  await openDisclosure(page.getByRole('button', { name: 'Menu' }))
  await page.getByRole('navigation', { name: 'Learner mobile' }).getByRole('link', { name: 'My team' }).click()
  await expect(page).toHaveURL(/\/v1\/account#your-team$/)
  const myTeam = page.getByRole('region', { name: 'My team' })
  await expect(myTeam.getByRole('listitem').filter({ hasText: 'Robin Slater' }).getByText('Keeps their progress to themselves.')).toBeVisible()
  await expect(myTeam.getByText(featuredCourseTitle)).toHaveCount(0)
  await expect(page.getByText('2 of 50 places taken, yours included.', { exact: false })).toBeVisible()

  // Robin chooses to share: the owner sees the course they started.
  await member.goto('/v1/account')
  await member.getByRole('checkbox', { name: /^Share my progress with Sam Jones/ }).check()
  await expect(member.getByText('You share your progress.')).toBeVisible()
  await page.reload()
  await expect(myTeam.getByRole('listitem').filter({ hasText: 'Robin Slater' }).getByText(`${featuredCourseTitle}: 1 of ${featured.lessons.length} lessons`)).toBeVisible()
  await expectNoAxeViolations(page)
  await otherPhone.close()
})

test("the owner's menu has My team on a wide screen too, and a learner with no team has none", async ({ page }) => {
  await signUpLearner(page, { company: 'Mason Ltd' })
  await page.goto('/v1/dashboard')
  const account = page.getByRole('button', { name: /account menu/ })
  await openDisclosure(account)
  await expect(page.getByRole('link', { name: 'My team', exact: true })).toHaveCount(0)
  expect((await page.request.post('/api/v1/team', { data: {} })).status()).toBe(201)
  await page.reload()
  await openDisclosure(page.getByRole('button', { name: /account menu/ }))
  await expect(page.getByRole('link', { name: 'My team', exact: true })).toHaveAttribute('href', '/v1/account#your-team')
  await expect(page.getByRole('region', { name: 'Your team' }).getByText('No new members started this week.')).toBeVisible()
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
