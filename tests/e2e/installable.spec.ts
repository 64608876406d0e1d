import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium, expect, test } from '@playwright/test'

import { waitForServiceWorkerControl } from '../support/serviceWorker'
import { signInToAdmin } from '../support/staffBrowser'

/**
 * Lighthouse 12 no longer has a PWA category, so Chromium itself judges: its installability check (the one behind
 * the install prompt) must find nothing missing. It refuses every incognito window, and Playwright's usual contexts
 * are incognito, so this test opens a browser with a profile of its own.
 */
test('Chromium finds the site installable: manifest, icons and a service worker', async ({ baseURL }, testInfo) => {
  const profile = await mkdtemp(join(tmpdir(), 'installable-'))
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL, serviceWorkers: 'allow' })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/v1')
    await waitForServiceWorkerControl(page)

    const cdp = await context.newCDPSession(page)
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
    const { url, errors } = await cdp.send('Page.getAppManifest')
    expect(new URL(url).pathname).toBe('/manifest.webmanifest')
    expect(errors).toEqual([])

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] }
    expect(manifest).toMatchObject({ start_url: '/v1', display: 'standalone' })
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src)
      expect(response.headers()['content-type']).toBe('image/png')
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('the service worker leaves the admin and the API to the network, and keeps nothing of a staff session', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.goto('/v1')
    await waitForServiceWorkerControl(page)
    const admin = await page.goto('/admin/login')
    expect(admin?.fromServiceWorker()).toBe(false)
    await signInToAdmin(page)
    await expect(page.getByRole('link', { name: 'Courses' }).first()).toBeVisible()
    expect(await page.evaluate(async () => (await fetch('/api/v1/courses')).status)).toBe(200)

    const cachedPaths = await page.evaluate(async () => {
      const paths: string[] = []
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
      return paths
    })
    expect(cachedPaths.filter((path) => path !== '/offline' && !path.startsWith('/_next/static/'))).toEqual([])
  } finally {
    await context.close()
  }
})
