import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { startExtraServer } from '../support/extraServer'
import { hydrated } from '../support/hydration'

/**
 * Issue 41, point 5: "Mark as Complete" says what it is doing. The other browser tests run with the completion pause
 * off (scripts/test.ts), so this one has a server of its own with the pause on, as in production (15 s at most).
 */
let server: Awaited<ReturnType<typeof startExtraServer>>

test.beforeAll(async () => {
  test.setTimeout(360_000)
  server = await startExtraServer({ MARK_COMPLETE_MAX_PAUSE_SECONDS: '15' }, { ownPublicUrl: true })
})

test.afterAll(async () => {
  await server?.stop()
})

test('a lesson marked sooner than it could be watched says why it waits and for how long, counts down, then completes', async ({ browser }) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    const featured = await courseByTitle(page.request, featuredCourseTitle)
    await signUpLearner(page)
    expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
    const [first, second] = featured.lessons

    // The first mark of the course has nobody to wait for.
    await page.goto(`/v1/lessons/${first.id}`)
    await (await hydrated(page.getByRole('button', { name: 'Mark as Complete' }))).click()
    await expect(page.getByRole('status').filter({ hasText: 'Lesson marked as complete.' })).toBeVisible()

    // The next one, straight away: far sooner than the first could be watched at double speed.
    await page.goto(`/v1/lessons/${second.id}`)
    const markedAt = Date.now()
    await (await hydrated(page.getByRole('button', { name: 'Mark as Complete' }))).click()
    const why = page.getByRole('status').filter({ hasText: /^Lessons marked complete faster than they could be watched \(at double speed\) wait their turn: this one is saved in (\d+) s\.$/ })
    await expect(why).toBeVisible()
    const toldAt = Date.now()
    const seconds = Number(/saved in (\d+) s/.exec((await why.textContent()) ?? '')?.[1])
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(15)
    // The button counts the seconds down while it waits.
    const button = page.getByRole('button', { name: /^Saving in \d+ s…$/ })
    await expect(button).toBeDisabled()
    const firstCount = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1])
    await expect.poll(async () => Number(/(\d+)/.exec((await page.getByRole('button', { name: /^Saving/ }).textContent()) ?? '')?.[1] ?? 0)).toBeLessThan(firstCount)
    await expectNoAxeViolations(page)

    await expect(page.getByRole('status').filter({ hasText: 'Lesson marked as complete.' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
    console.info(`[mark-complete-wait] words shown ${toldAt - markedAt} ms after the press; wait said ${seconds} s; completed ${Date.now() - markedAt} ms after the press`)
  } finally {
    await context.close()
  }
})
