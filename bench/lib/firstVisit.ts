import type { Browser, Page } from '@playwright/test'

export type FirstVisitFigures = { documents: number; prefetches: number; requests: number; kb: number }

/**
 * A first visit to `url` in a fresh browser context (nothing cached), until the network is idle: how many document
 * requests it took (Chromium asks again when a page answers with Critical-CH), how many pages the router fetched
 * ahead, and every request and byte on the wire (as Chromium counts them: headers and compressed bodies). With
 * `saveData`, the browser's data saver is on, as Chromium's: `Save-Data: on` on every request, and scripts told so.
 * With `then`, what the page does next (a tap) is counted too, until the network is quiet again.
 */
export const measureFirstVisit = async (
  browser: Browser,
  url: string,
  { saveData = false, cookie, then }: { saveData?: boolean; cookie?: string; then?: (page: Page) => Promise<void> },
): Promise<FirstVisitFigures> => {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, serviceWorkers: 'block', extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {} })
  try {
    if (saveData) {
      // A string, not a function: tsx wraps functions in a helper the page does not have.
      await context.addInitScript({
        content: "if (navigator.connection) Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true })",
      })
    }
    if (cookie) {
      const [name, ...value] = cookie.split(';')[0].split('=')
      // For the whole site (a cookie given a page's address is sent to that path only), as the browser keeps it.
      await context.addCookies([{ name, value: value.join('='), domain: new URL(url).hostname, path: '/' }])
    }
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    let bytes = 0
    let requests = 0
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength
      requests += 1
    })
    let documents = 0
    let prefetches = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1
      if (request.headers()['next-router-prefetch']) prefetches += 1
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    if (then) {
      await then(page)
      // Quiet: no request finished for half a second.
      for (let seen = -1; seen !== requests; ) {
        seen = requests
        await page.waitForTimeout(500)
      }
    }
    return { documents, prefetches, requests, kb: Math.round(bytes / 102.4) / 10 }
  } finally {
    await context.close()
  }
}
