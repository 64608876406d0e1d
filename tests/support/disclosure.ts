import { expect, type Locator } from '@playwright/test'

/**
 * Opens a disclosure button (menu toggle). A click that lands before React has hydrated the page does nothing,
 * so click until the button reports itself expanded.
 */
export const openDisclosure = async (button: Locator): Promise<void> => {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}
