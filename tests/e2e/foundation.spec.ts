import { expect, test } from '@playwright/test'

import { signInToAdmin } from '../support/staffBrowser'
import { programmeTitle } from '../support/seedData'

test('the home page shows the programme from the database', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: programmeTitle })).toBeVisible()
})

test('staff sign in to the admin and find the programme collections', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await signInToAdmin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  for (const label of ['Courses', 'Lessons', 'FAQs', 'Testimonials', 'Learners', 'Waiting list']) {
    await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
  }
})
