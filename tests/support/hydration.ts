import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has hydrated the element (it then carries React's internal fiber key). Typing into a controlled
 * field before that is wiped when React takes over, and a click does nothing.
 */
export const hydrated = async (element: Locator): Promise<Locator> => {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), { timeout: 20_000 })
    .toBe(true)
  return element
}
