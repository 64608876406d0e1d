import { expect, test } from '@playwright/test'

import { startExtraServer } from '../support/extraServer'
import { hydrated } from '../support/hydration'
import { startSentryStandIn, type ReceivedEvent } from '../support/sentryStandIn'

/**
 * Issue 45, point 4: errors a page meets in the phone's browser reach the error tracker, scrubbed, through our own
 * address. A server of its own with SENTRY_DSN pointing at a local stand-in for Sentry's ingest.
 */
let sentry: Awaited<ReturnType<typeof startSentryStandIn>>
let server: Awaited<ReturnType<typeof startExtraServer>>

test.beforeAll(async () => {
  test.setTimeout(360_000)
  sentry = await startSentryStandIn()
  server = await startExtraServer({ SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'e2e-test' }, { ownPublicUrl: true })
})

test.afterAll(async () => {
  await server?.stop()
  await sentry?.stop()
})

const browserEvents = () => sentry.events.filter((event) => event.tags?.source === 'browser')
const exceptionOf = (event: ReceivedEvent | undefined) => event?.exception?.values?.at(-1)

test("a page's uncaught error and unhandled rejection reach the error tracker without the learner in them", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    const tunnelled: number[] = []
    const scripts: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/browser-errors') tunnelled.push(response.status())
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto('/?from=mail&token=s3cr3t')
    // The reporter listens from the moment the page's JavaScript loads, before React hydrates.
    await hydrated(page.getByRole('banner').getByRole('button', { name: 'Menu' }))
    // Nothing is sent, and the SDK is not fetched, while nothing goes wrong.
    expect(tunnelled).toEqual([])
    expect(browserEvents()).toEqual([])
    const scriptsBeforeTheError = [...scripts]
    const holdsTheSdk = async (urls: string[]) => (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).some((text) => text.includes('sentry.javascript.'))
    expect(await holdsTheSdk(scriptsBeforeTheError)).toBe(false)

    await page.evaluate(() => {
      window.setTimeout(() => {
        throw new TypeError('Could not read the lesson of sam.jones@example.com')
      })
    })
    await expect.poll(() => browserEvents().length, { timeout: 20_000 }).toBe(1)
    const [thrown] = browserEvents()
    expect(thrown).toMatchObject({ environment: 'e2e-test', tags: { source: 'browser' } })
    expect(exceptionOf(thrown)).toMatchObject({ type: 'TypeError', value: 'Could not read the lesson of [email]' })
    expect(thrown.request).toMatchObject({ url: `${server.baseUrl}/` })
    expect(thrown.user).toBeUndefined()
    // The answer may reach the test after the stand-in has the report.
    await expect.poll(() => tunnelled).toEqual([204])
    // The SDK came with the error, in a script the page had not loaded before.
    expect(thrown.sdk?.name).toBe('sentry.javascript.browser')
    expect(await holdsTheSdk(scripts.filter((script) => !scriptsBeforeTheError.includes(script)))).toBe(true)

    // From then on the SDK reports by itself: a promise nobody handled.
    await page.evaluate(() => {
      void Promise.reject(new Error('The upload of a photo failed'))
    })
    await expect.poll(() => browserEvents().length, { timeout: 20_000 }).toBe(2)
    expect(exceptionOf(browserEvents()[1])).toMatchObject({ value: 'The upload of a photo failed' })

    const everything = sentry.envelopes.join('\n')
    for (const secret of ['sam.jones@example.com', 's3cr3t', 'from=mail']) expect(everything).not.toContain(secret)
  } finally {
    await context.close()
  }
})
