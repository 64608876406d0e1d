import { expect, type Page } from '@playwright/test'

const isControlled = (page: Page) => page.evaluate(() => Boolean(navigator.serviceWorker.controller))

/**
 * Waits until the site's service worker controls the page. It claims the open pages when it activates, but a page
 * whose navigation started while it was still installing stays uncontrolled until its next load: reload that one.
 */
export const waitForServiceWorkerControl = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await isControlled(page))) await page.reload()
  await expect.poll(() => isControlled(page)).toBe(true)
}
