import { test } from '@playwright/test'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { signInToAdmin } from '../support/staffBrowser'

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signInToAdmin(page)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await page.goto(`/admin/reports/impact/${featured.id}`)
  await page.getByRole('heading', { name: 'What learners changed' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/shot-admin.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '/tmp/shot-admin-wide.png', fullPage: true })
})
