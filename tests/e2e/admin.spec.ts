import { expect, test, type Page } from '@playwright/test'

import { adminGroups } from '../../src/lib/server/adminGroups'
import { downloadedCsvLines, expectNoAxeViolations, signUpLearner } from '../support/browser'
import { hydrated } from '../support/hydration'
import { featuredCourseTitle, paidCourseTitle } from '../support/seedData'
import { signInToAdmin } from '../support/staffBrowser'

const signInAsStaff = async (page: Page) => {
  await signInToAdmin(page)
  await expect(page.getByRole('heading', { name: 'The programme at a glance' })).toBeVisible()
}

test('staff sign in and see the programme at a glance', async ({ page }) => {
  await signInAsStaff(page)
  await expect(page.getByText('Waiting-list signups in total')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Enrolments and completion by course' })).toContainText(featuredCourseTitle)
  await expect(page.getByRole('heading', { name: 'Learners who may need a nudge' })).toBeVisible()
})

const chooseCourse = async (page: Page, title: string) => {
  const field = await hydrated(page.locator('#field-course'))
  await field.click()
  await page.keyboard.type(title)
  await page.getByRole('option', { name: title }).click()
}

const saveDocument = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
}

test('staff create a course with two lessons, reorder them, publish it, and learners see it', async ({ page }) => {
  test.setTimeout(240_000)
  const title = `Site Safety Apps ${Date.now()}`
  await signInAsStaff(page)

  await page.goto('/admin/collections/courses/create')
  await (await hydrated(page.locator('#field-title'))).fill(title)
  await page.locator('#field-summary').fill('Which safety apps save you paperwork on site.')
  await page.locator('#field-description').fill('A short course about site safety apps.')
  await saveDocument(page)
  const courseUrl = page.url()

  for (const [lessonTitle, number] of [['Choosing an app', '1'], ['Rolling it out', '2']] as const) {
    await page.goto('/admin/collections/lessons/create')
    await chooseCourse(page, title)
    await page.locator('#field-title').fill(lessonTitle)
    await page.locator('#field-orderIndex').fill(number)
    await saveDocument(page)
  }
  await page.locator('#field-orderIndex').fill('1')
  await saveDocument(page)

  await page.goto(courseUrl)
  await (await hydrated(page.locator('#field-isPublished'))).check()
  await saveDocument(page)

  await page.goto('/v1/courses')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  const courseId = courseUrl.split('/').pop()
  await page.goto(`/v1/courses/${courseId}`)
  await expect(page.getByText('Lesson 1: Rolling it out')).toBeVisible()
  await expect(page.getByText('Lesson 2: Choosing an app')).toBeVisible()
})

test('a FAQ staff edit in the admin shows on the landing page', async ({ page }) => {
  await signInAsStaff(page)
  await page.goto('/admin/collections/faqs')
  await page.locator('table tbody tr').first().getByRole('link').first().click()
  const question = `Do I need a smartphone? ${Date.now()}`
  await (await hydrated(page.locator('#field-question'))).fill(question)
  await saveDocument(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: question })).toBeVisible()
})

test('staff download the waiting list as CSV from the admin', async ({ page, request }) => {
  const email = `csv-${Date.now()}@example.test`
  expect((await request.post('/api/program-signup', { data: { name: 'Robin Csv', email, company: 'Csv Ltd', teamSize: 'sole-trader', consent: true } })).status()).toBe(201)
  await signInAsStaff(page)
  await page.goto('/admin/collections/program-signups')
  await page.getByRole('button', { name: /more options|list menu/i }).first().click()
  await page.getByRole('button', { name: 'Export' }).click()
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/exports/download'))
  const [header, ...rows] = await downloadedCsvLines(page, () => page.getByRole('button', { name: 'Download' }).click())
  // The app's keyset-paged file (the plugin's own would not say no-store): people's details are never kept in a cache.
  expect((await answered).headers()['cache-control']).toBe('no-store')
  expect(header).toBe('name,email,company,teamSize,consent,signedUpAt,placeConfirmedAt')
  expect(rows.some((row) => row.startsWith(`Robin Csv,${email},Csv Ltd,Sole Trader,Yes,`))).toBe(true)
})

test("a learner's session opens nothing in the admin", async ({ page }) => {
  await signUpLearner(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  const users = await page.request.get('/api/users')
  expect(users.status()).toBe(403)
  expect(await users.text()).not.toContain('@')
})

test('the admin wears the Solving Tech logo, icon and title', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.locator('.login__brand')).toHaveText('Solving Tech')
  await expect(page).toHaveTitle(/· Solving Tech admin$/)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/icons\/icon-192\.png/)
  await expectNoAxeViolations(page, '.login__brand')

  await signInAsStaff(page)
  await page.goto('/admin/collections/lessons')
  // The breadcrumb starts with the site's icon, a link home named by its hidden text.
  await page.getByRole('link', { name: 'Solving Tech', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Where things are' })).toBeVisible()
})

test("the admin home says where things are, and a newcomer finds 'add a lesson' and 'export the waiting list'", async ({ page }) => {
  await signInAsStaff(page)
  const panel = page.getByRole('region', { name: 'Where things are' })
  for (const group of Object.values(adminGroups)) {
    await expect(panel.getByRole('term').filter({ hasText: group.name })).toBeVisible()
    await expect(panel.getByText(group.holds)).toBeVisible()
  }
  await expectNoAxeViolations(page, '.where-things-are')

  await panel.getByRole('link', { name: 'Add a lesson' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/lessons\/create$/)
  await expect(page.locator('#field-title')).toBeVisible()

  await page.goto('/admin')
  await page.getByRole('region', { name: 'Where things are' }).getByRole('link', { name: 'Export the waiting list' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/program-signups(\?.*)?$/)
  await expect(page.getByRole('heading', { name: 'Waiting list', level: 1 })).toBeVisible()
  // The panel's hint is the way to the file: More options, then Export.
  await page.getByRole('button', { name: /more options/i }).first().click()
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible()
})

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

test('admin lists show checkboxes as Yes or No and dates as "23 Nov 2026"', async ({ page, request }) => {
  const email = `dates-${Date.now()}@example.test`
  expect((await request.post('/api/program-signup', { data: { name: 'Robin Dates', email, company: 'Dates Ltd', teamSize: 'sole-trader', consent: true } })).status()).toBe(201)
  const today = new Date()
  const todayInWords = `${today.getDate()} ${months[today.getMonth()]} ${today.getFullYear()}`
  const signup = page.getByRole('row').filter({ hasText: email })
  // Another worker signing the same staff account in at the same moment can drop this session: sign in again.
  await expect(async () => {
    await signInAsStaff(page)
    await page.goto(`/admin/collections/program-signups?where[email][equals]=${encodeURIComponent(email)}`)
    await expect(signup.locator('.cell-consent')).toHaveText('Yes', { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(signup.locator('.cell-createdAt')).toHaveText(new RegExp(`^${todayInWords}, \\d{2}:\\d{2}$`))

  const titles = [featuredCourseTitle, paidCourseTitle]
  await page.goto(`/admin/collections/courses?${titles.map((title, index) => `where[or][${index}][title][equals]=${encodeURIComponent(title)}`).join('&')}`)
  await expect(page.getByRole('row').filter({ hasText: featuredCourseTitle }).locator('.cell-isFree')).toHaveText('Yes')
  await expect(page.getByRole('row').filter({ hasText: paidCourseTitle }).locator('.cell-isFree')).toHaveText('No')
})
