import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, uniqueEmail } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { openDisclosure } from '../support/disclosure'

type Registration = { firstName: string; lastName: string; email: string; company: string; password: string }

/** Fills the registration form on /v1/register and sends it. */
const submitRegistration = async (page: Page, details: Registration) => {
  await page.getByLabel('First name').fill(details.firstName)
  await page.getByLabel('Last name').fill(details.lastName)
  await page.getByLabel('Email address').fill(details.email)
  await page.getByLabel('Company name').fill(details.company)
  await page.getByLabel('Password', { exact: false }).first().fill(details.password)
  await page.getByLabel('Confirm password').fill(details.password)
  await page.getByRole('button', { name: 'Create Free Account' }).click()
}

const register = async (page: Page, email: string, firstName = 'Sam') => {
  await page.goto('/v1/register')
  await submitRegistration(page, { firstName, lastName: 'Jones', email, company: 'Jones Build Ltd', password: 'learner-password-1' })
  await expect(page).toHaveURL(/\/v1\/dashboard$/)
  // The form moves on with a full page load, and the dashboard then asks for the learner's progress and certificates.
  // Let both finish: a call still out when a test clears the cookies answers 401, which sends the page to sign in and
  // aborts the test's next goto.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome')
  await expect(page.getByText('No courses enrolled yet')).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test('a new learner registers and lands on the dashboard, greeted, with the empty state', async ({ page }) => {
  const email = uniqueEmail('journey')
  await register(page, email)
  // Their first day: not "Welcome back" (tests/e2e/course-entry.spec.ts shows the later greeting).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam!')
  await expect(page.getByText('No courses enrolled yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Courses' })).toBeVisible()
  for (const label of ['Total Courses', 'Completed Courses', 'Lessons Completed', 'Overall Progress']) await expect(page.getByText(label, { exact: true })).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('courseUser') ?? '{}') as { email?: string })
  expect(stored.email).toBe(email)
  expect(await page.evaluate(() => document.cookie)).not.toContain('solvingtech-session')
  await expect(page.getByRole('button', { name: /account menu/ })).toContainText('Sam')
  await expectNoAxeViolations(page)
})

test('a new learner tells us about their business at registration, and changes it on their profile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/v1/register')
  await page.getByLabel('Team size').selectOption({ label: '2-8 people' })
  await page.getByRole('combobox', { name: /^Your trade/ }).selectOption({ label: 'Other' })
  await page.getByLabel('What is your trade?').fill('Stonemason')
  await page.getByLabel('Postcode district').fill('cf10 1aa')
  await expectNoAxeViolations(page)
  await submitRegistration(page, { firstName: 'Sam', lastName: 'Jones', email: uniqueEmail('business'), company: 'Jones Stone Ltd', password: 'learner-password-1' })
  await expect(page).toHaveURL(/\/v1\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam!')

  await page.goto('/v1/profile')
  const business = page.getByRole('region', { name: 'Your business' })
  await expect(business.getByLabel('Team size')).toHaveValue('2-8')
  await expect(business.getByLabel('What is your trade?')).toHaveValue('Stonemason')
  // Only the first half of the postcode was kept.
  await expect(business.getByLabel('Postcode district')).toHaveValue('CF10')
  await business.getByLabel('Postcode district').fill('ZZ99')
  await business.getByRole('button', { name: 'Save business details' }).click()
  await expect(business.getByText('Please enter the first half of a UK postcode, such as CF10 or SW1A')).toBeVisible()
  await expect(business.getByLabel('Postcode district')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await business.getByLabel('Postcode district').fill('eh1')
  await business.getByRole('combobox', { name: /^Your trade/ }).selectOption({ label: 'Roofing' })
  await expect(business.getByLabel('What is your trade?')).toHaveCount(0)
  await business.getByRole('button', { name: 'Save business details' }).click()
  await expect(business.getByRole('status')).toHaveText('Your business details are saved. EH1 is in Scotland.')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Your business' }).getByRole('combobox', { name: /^Your trade/ })).toHaveValue('roofing')

  // The optional equality questions, each with "Prefer not to say".
  const aboutYou = page.getByRole('region', { name: 'About you (optional)' })
  await expect(aboutYou.getByLabel('Your age')).toHaveValue('')
  await aboutYou.getByLabel('Your age').selectOption({ label: '35 to 44' })
  await aboutYou.getByLabel('Your sex').selectOption({ label: 'Prefer not to say' })
  await aboutYou.getByRole('button', { name: 'Save answers' }).click()
  await expect(aboutYou.getByRole('status')).toHaveText('Your answers are saved.')
  await page.reload()
  await expect(page.getByRole('region', { name: 'About you (optional)' }).getByLabel('Your sex')).toHaveValue('prefer-not-to-say')
  await expectNoAxeViolations(page)
})

test('every registration message of spec 5.2 shows on its field', async ({ page }) => {
  await page.goto('/v1/register')
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Company name is required', 'Password must be at least 6 characters long', "Passwords don't match"]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
})

test('registering an email that is taken shows the server message', async ({ page, context }) => {
  const email = uniqueEmail('taken')
  await register(page, email)
  await context.clearCookies()
  await page.goto('/v1/register')
  await submitRegistration(page, { firstName: 'Other', lastName: 'Person', email, company: 'Other Ltd', password: 'another-pass' })
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible()
})

test('sign in: the spec 5.3 messages, a wrong password, then the dashboard', async ({ page, context }) => {
  const email = uniqueEmail('signin')
  await register(page, email, 'Robin')
  await context.clearCookies()
  await page.goto('/v1/login')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toHaveText('Invalid email or password')
  await page.getByLabel('Password').fill('learner-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/v1\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin!')
  await expectNoAxeViolations(page)
})

test('the dashboard sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/v1/dashboard')
  await expect(page).toHaveURL(/\/v1\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('log out clears the stored user and protected screens redirect', async ({ page }) => {
  await register(page, uniqueEmail('logout'))
  await page.evaluate(() => {
    window.localStorage.setItem('authHint', 'x')
    window.sessionStorage.setItem('anything', 'y')
  })
  await openDisclosure(page.getByRole('button', { name: /account menu/ }))
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/v1$/)
  await expect(page.locator('#main').getByRole('link', { name: 'Get Started Free' })).toBeVisible()
  expect(await page.evaluate(() => [window.localStorage.getItem('courseUser'), window.localStorage.getItem('authHint'), window.sessionStorage.length])).toEqual([null, null, 0])
  const lesson = (await courseByTitle(page.request, featuredCourseTitle)).lessons[0]
  for (const path of ['/v1/dashboard', '/v1/profile', '/v1/account']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/v1\/login$/)
  }
  // A lesson's sign-in carries its course on (tests/e2e/course-entry.spec.ts).
  await page.goto(`/v1/lessons/${lesson.id}`)
  await expect(page).toHaveURL(/\/v1\/login\?course=/)
})

test('a 401 from any call clears the stored user and goes to sign in', async ({ page, context }) => {
  const course = await courseByTitle(page.request, featuredCourseTitle)
  await register(page, uniqueEmail('expired'))
  await page.goto(`/v1/courses/${course.id}`)
  await context.clearCookies()
  await page.getByRole('button', { name: 'Enrol Now' }).first().click()
  await expect(page).toHaveURL(/\/v1\/login$/)
  expect(await page.evaluate(() => window.localStorage.getItem('courseUser'))).toBeNull()
})

test('a name like <img src=x onerror=...> is shown as text', async ({ page }) => {
  let alerted = false
  page.on('dialog', async (dialog) => {
    alerted = true
    await dialog.dismiss()
  })
  await register(page, uniqueEmail('xss'), '<img src=x onerror=alert(1)>')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, <img src=x onerror=alert(1)>!')
  expect(alerted).toBe(false)
})

test('the sign-in screens fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/v1', '/v1/register', '/v1/login']) {
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true)
  }
})

test('a sign-in sent before the page script has loaded keeps the password out of the address', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/v1/login')
  await page.getByLabel('Email address').fill('someone@example.test')
  await page.getByLabel('Password').fill('secret-password-1')
  const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), page.getByRole('button', { name: 'Sign In' }).click()])
  expect(answer.status()).toBeLessThan(500)
  await page.waitForLoadState()
  expect(page.url()).not.toContain('secret-password-1')
  expect(new URL(page.url()).search).toBe('')
  await context.close()
})
