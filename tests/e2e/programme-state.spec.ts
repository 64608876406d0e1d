import { expect, test } from '@playwright/test'

import type { Landing } from '@/payload-types'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { exclusively } from '../support/exclusive'
import { staffLogin, staffUpdateGlobal } from '../support/staffApi'
import { saveProgrammeState, signInToAdmin } from '../support/staffBrowser'

/**
 * The programme's state is a staff setting (issue 41, point 1): staff choose "Open now" or "Coming soon" in the admin
 * and the landing page, built once and kept by tag, says so at the next visit without a rebuild. Open, "Start now"
 * leads into the featured course, or to lesson 1 for a learner enrolled in it.
 */
test('staff open the programme and set it coming soon again; the landing page on a phone follows at once', async ({ browser, page }) => {
  test.setTimeout(240_000)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await exclusively('landing-programme-state', async () => {
    const token = await staffLogin()
    const stored = (await (await fetch(`${process.env.TEST_BASE_URL}/api/globals/landing?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as Landing
    const staff = await browser.newContext()
    try {
      await staffUpdateGlobal(token, 'landing', { programme: { state: 'coming-soon', launchMonth: '2031-03-01T12:00:00.000Z' } })
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto('/')
      const hero = page.getByRole('region', { name: stored.hero.title })
      const firstLabel = hero.getByRole('list', { name: 'Programme status' }).getByRole('listitem').first()
      await expect(firstLabel).toHaveText('COMING SOON')
      await expect(hero.getByText('The course launches in March 2031.')).toBeVisible()
      await expect(hero.getByRole('link', { name: 'Join our Free Programme' })).toBeVisible()
      await expect(hero.getByRole('link', { name: 'Start now' })).toHaveCount(0)

      // Staff open the programme in the admin.
      const admin = await staff.newPage()
      await signInToAdmin(admin)
      await admin.goto('/admin/globals/landing')
      await saveProgrammeState(admin, 'Open now')

      await page.reload()
      await expect(firstLabel).toHaveText('OPEN NOW')
      await expect(hero.getByText('The course is open now: start today, at your own pace.')).toBeVisible()
      await expect(hero.getByText(/launches in/)).toHaveCount(0)
      const start = hero.getByRole('link', { name: 'Start now' })
      await expect(start).toBeVisible()
      const box = (await start.boundingBox())!
      console.info(`[measured] "Start now" at ${Math.round(box.y)} px from the top of / at 360 × 740, ${Math.round(box.height)} px tall`)
      expect(box.height).toBeGreaterThanOrEqual(44)
      // On the phone's first screen, without scrolling.
      expect(box.y + box.height).toBeLessThanOrEqual(740)
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)

      // A visitor lands on the featured course's page...
      await start.click()
      await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: featuredCourseTitle })).toBeVisible()
      // ...a learner enrolled in it on lesson 1.
      await signUpLearner(page)
      expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).ok()).toBe(true)
      await page.goto('/')
      await hero.getByRole('link', { name: 'Start now' }).click()
      await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))

      // Back to coming soon, with the month staff gave: the page says it again.
      await admin.reload()
      await saveProgrammeState(admin, 'Coming soon')
      await page.goto('/')
      await expect(firstLabel).toHaveText('COMING SOON')
      await expect(hero.getByText('The course launches in March 2031.')).toBeVisible()
      await expect(hero.getByRole('link', { name: 'Join our Free Programme' })).toBeVisible()
    } finally {
      await staff.close()
      await staffUpdateGlobal(token, 'landing', { programme: stored.programme })
    }
  })
})
