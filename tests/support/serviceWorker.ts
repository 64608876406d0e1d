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

export type QueuedWrite = { url: string; method: string }

/** The writes the service worker holds for later, read from Serwist's background sync store, oldest first. */
export const queuedWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const opening = indexedDB.open('serwist-background-sync')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('requests')) return resolve([])
          const reading = db.transaction('requests').objectStore('requests').getAll()
          reading.onsuccess = () => resolve((reading.result as { requestData: QueuedWrite }[]).map(({ requestData }) => ({ url: requestData.url, method: requestData.method })))
          reading.onerror = () => reject(reading.error)
        }
      }),
  )
