import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, signUpLearner, toast } from '../support/browser'
import { hydrated } from '../support/hydration'

const upgradeToast = (page: Page) => toast(page, 'Upgrades are not open yet')

/**
 * A toast that waits for people (WCAG 2.2.1): its 5 s pause while it is hovered, focused or the window is in the
 * background. The page's clock is Playwright's, so "5 s later" is the clock moved on, not a wait.
 */
test('a toast has a title, text and Close, and passes axe while hovered', async ({ page }) => {
  await signUpLearner(page)
  await page.goto('/v1/account')
  await (await hydrated(page.getByRole('button', { name: 'Upgrade Membership' }))).click()
  await upgradeToast(page).hover()
  await expect(upgradeToast(page)).toContainText('The free programme stays free.')
  await expect(upgradeToast(page).getByRole('button', { name: 'Close' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('toasts on a paused clock', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await signUpLearner(page)
    await page.goto('/v1/account')
    const upgrade = await hydrated(page.getByRole('button', { name: 'Upgrade Membership' }))
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    await upgrade.click()
    await expect(upgradeToast(page)).toBeVisible()
  })

  test('closes by itself after 5 seconds', async ({ page }) => {
    await page.clock.runFor(4_000)
    await expect(upgradeToast(page)).toBeVisible()
    await page.clock.runFor(1_500)
    await expect(upgradeToast(page)).toBeHidden()
  })

  test('waits while it is hovered, and for 5 seconds after the pointer leaves', async ({ page }) => {
    await upgradeToast(page).hover()
    await page.clock.runFor(20_000)
    await expect(upgradeToast(page)).toBeVisible()
    await page.mouse.move(0, 0)
    await page.clock.runFor(4_000)
    await expect(upgradeToast(page)).toBeVisible()
    await page.clock.runFor(1_500)
    await expect(upgradeToast(page)).toBeHidden()
  })

  test('waits while it has the keyboard focus (F8), and closes from the keyboard', async ({ page }) => {
    await page.keyboard.press('F8')
    await page.keyboard.press('Tab')
    await expect(upgradeToast(page)).toBeFocused()
    await page.clock.runFor(20_000)
    await expect(upgradeToast(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(upgradeToast(page)).toBeHidden()
  })

  test('waits while the window is in the background', async ({ page }) => {
    await page.evaluate(() => window.dispatchEvent(new Event('blur')))
    await page.clock.runFor(20_000)
    await expect(upgradeToast(page)).toBeVisible()
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.clock.runFor(5_500)
    await expect(upgradeToast(page)).toBeHidden()
  })

  /** Drags the toast right by `distance` pixels with the mouse, as a finger would on a phone. */
  const swipe = async (page: Page, distance: number) => {
    const box = await upgradeToast(page).boundingBox()
    if (!box) throw new Error('The toast has no box')
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 20 + distance, box.y + box.height / 2, { steps: 10 })
    await page.mouse.up()
  }

  test('stays after a swipe right shorter than 50 px', async ({ page }) => {
    await swipe(page, 30)
    await expect(upgradeToast(page)).toHaveAttribute('data-swipe', 'cancel')
    await expect(upgradeToast(page)).toBeVisible()
  })

  test('is dismissed by a swipe right of more than 50 px', async ({ page }) => {
    await swipe(page, 120)
    await expect(upgradeToast(page)).toBeHidden()
  })
})

test('a toast still shows, and closes, when its code cannot be fetched (the signal dropped after the page came)', async ({ page }) => {
  await signUpLearner(page)
  // The toast's code is fetched apart from the page's: every script that holds Radix Toast never arrives.
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes('radix-toast-swipe')) await route.abort('internetdisconnected')
    else await route.fulfill({ response })
  })
  await page.goto('/v1/account')
  await (await hydrated(page.getByRole('button', { name: 'Upgrade Membership' }))).click()
  const shown = page.getByRole('status').filter({ hasText: 'Upgrades are not open yet' })
  await expect(shown).toBeVisible()
  await expect(shown).toContainText('The free programme stays free.')
  await expectNoAxeViolations(page)
  await shown.getByRole('button', { name: 'Close' }).click()
  await expect(shown).toBeHidden()
})
