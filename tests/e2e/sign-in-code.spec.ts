import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, uniqueEmail } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { signInCodeMail } from '../support/signInCode'

test.use({ viewport: { width: 360, height: 740 } })

test('a learner with no password to hand signs in on a phone with the code from the email, then with the link', async ({ page, request, browser }) => {
  const email = uniqueEmail('code-journey')
  const registered = await request.post('/api/v1/register', { data: { firstName: 'Rhys', lastName: 'Code', email, company: 'Code Roofing', password: 'forgotten-password-1' } })
  expect(registered.status()).toBe(201)

  // From the sign-in page, without the password.
  await page.goto('/v1/login')
  await page.getByRole('link', { name: 'Email me a sign-in code' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  const since = Date.now()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email Me a Code' }).click()
  await expect(page.getByRole('status').filter({ hasText: "we've sent it a 6-digit code and a link to sign in" })).toBeVisible()
  const first = await signInCodeMail(email, since)

  // A wrong code says so and keeps the page; the right one (typed as the mail spaces it) signs in.
  const codeBox = page.getByLabel('The 6-digit code from the email')
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code')
  await codeBox.fill(first.code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That code' })).toHaveText('That code is not right, or it has expired. Check the newest email from us, or ask for a new code.')
  await expectNoAxeViolations(page)
  await codeBox.fill(first.spaced)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/v1\/dashboard$/)

  // On another phone, the link from a second mail: opening it signs no one in; "Sign in" does.
  const secondSince = Date.now()
  expect((await request.post('/api/v1/sign-in-code', { data: { email } })).status()).toBe(200)
  const second = await signInCodeMail(email, secondSince)
  const otherPhone = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const other = await otherPhone.newPage()
  await other.goto(second.path)
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible()
  expect((await otherPhone.request.get('/api/v1/me')).status()).toBe(401)
  await expectNoAxeViolations(other)
  await other.getByRole('button', { name: 'Sign In' }).click()
  await expect(other).toHaveURL(/\/v1\/dashboard$/)
  // Used once: the same link again says so, and offers a new code.
  await other.goto(second.path)
  await other.getByRole('button', { name: 'Sign In' }).click()
  await expect(other.getByRole('alert').filter({ hasText: 'sign-in link' })).toHaveText('This sign-in link has been used or has expired. Ask for a new code on the sign-in page.')
  await expect(other.getByRole('link', { name: 'Email me a new code' })).toBeVisible()
  await otherPhone.close()
})

test('from a course card, a visitor makes an account with no password, comes back with a mailed code, and sets a password later', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await page.goto('/v1/courses')
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: featuredCourseTitle }) }).getByRole('link', { name: /^Sign Up to Access/ }).click()
  const email = uniqueEmail('no-password-journey')
  await page.getByLabel('First name').fill('Gwen')
  await page.getByLabel('Last name').fill('Price')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Company name').fill('Price Plastering')
  await page.getByRole('radio', { name: /With a code we email you each time/ }).check()
  await expect(page.getByLabel(/^Password/)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))

  // Another day, signed out: back in with a code from the email.
  await page.context().clearCookies()
  await page.goto('/v1/sign-in-code')
  const since = Date.now()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email Me a Code' }).click()
  const { code } = await signInCodeMail(email, since)
  await page.getByLabel('The 6-digit code from the email').fill(code)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/v1\/dashboard$/)

  // The account page offers a first password, with no current one to give.
  await page.goto('/v1/account')
  const setPassword = page.getByRole('form', { name: 'Set a password' })
  await expect(setPassword.getByText('You sign in with a code we email you.')).toBeVisible()
  await setPassword.getByLabel('New password', { exact: true }).fill('gwen-first-password')
  await setPassword.getByLabel('Confirm new password').fill('gwen-first-password')
  await setPassword.getByRole('button', { name: 'Set Password' }).click()
  await expect(setPassword.getByRole('status')).toHaveText('Your password is set. Sign in with it, or with a code we email you, as you like.')
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible()
})
