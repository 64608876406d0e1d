import { expect, test } from '@playwright/test'

const staffEmail = process.env.SEED_ADMIN_EMAIL ?? ''
const staffPassword = process.env.SEED_ADMIN_PASSWORD ?? ''

test('the home page shows the programme from the database', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Solving Tech for Small Builders' })).toBeVisible()
})

test('staff sign in to the admin and find the programme collections', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(staffEmail)
  await page.getByLabel('Password').fill(staffPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  for (const label of ['Courses', 'Lessons', 'FAQs', 'Testimonials', 'Learners', 'Waiting list']) {
    await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
  }
})
