import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { uniqueEmail } from './uniqueEmail'

export { uniqueEmail }

export const learnerPassword = 'learner-password-1'

/** A toast on screen, found by its text: an item of the "Notifications (F8)" region. */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: text })

/**
 * axe-core finds no WCAG 2.2 A or AA violation (2.2 adds target size: 24 px) on the page as it is now, or in the part of
 * it `include` selects.
 */
export const expectNoAxeViolations = async (page: Page, include?: string): Promise<void> => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  // analyze() finishes its run in a blank page of its own: the tested page must be in front again, or headless
  // Chromium may stop drawing it and a later click waits forever for it to be stable.
  await page.bringToFront()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Nothing on the page is wider than the viewport (checked at a 360 px phone width by the callers). */
export const expectNoHorizontalScroll = async (page: Page): Promise<void> => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

export type SignedUpLearner = { id: string; email: string; firstName: string; lastName: string; name: string; company: string }

/**
 * A fresh learner, registered through the real API in the page's own cookie jar and stored under `courseUser` as the
 * register screen would store it: the fast way into a signed-in screen for tests that are not about registering.
 */
export const signUpLearner = async (page: Page, overrides: Partial<Omit<SignedUpLearner, 'id'>> = {}): Promise<SignedUpLearner> => {
  const details = { firstName: 'Sam', lastName: 'Jones', email: uniqueEmail('learner'), company: 'Jones Build Ltd', ...overrides }
  const response = await page.request.post('/api/v1/register', {
    data: { ...details, name: `${details.firstName} ${details.lastName}`, password: learnerPassword, confirmPassword: learnerPassword },
  })
  expect(response.status()).toBe(201)
  const user = (await response.json()) as SignedUpLearner
  await page.goto('/v1')
  await page.evaluate((stored) => window.localStorage.setItem('courseUser', JSON.stringify(stored)), user)
  return user
}

/** The `courseUser` the screens keep in local storage, or null. */
export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('courseUser') ?? 'null') as Record<string, unknown> | null)

/** The lines of the CSV file that `start` (a click on a download link or button) makes the browser download. */
export const downloadedCsvLines = async (page: Page, start: () => Promise<unknown>): Promise<string[]> => {
  const downloading = page.waitForEvent('download')
  await start()
  const text = (await (await (await downloading).createReadStream()).toArray()).join('')
  return text.trim().split(/\r?\n/)
}
