import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { decryptPush, newPhone, waitForPushes, type TestPhone } from '../support/phones'
import { waitForServiceWorkerControl } from '../support/serviceWorker'
import { staffFindOne, staffLogin, staffUpdate } from '../support/staffApi'

// The service worker shows the notification (blocked in the other specs: playwright.config.ts), and the browser has
// said yes to notifications, as a person does when the browser asks.
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] })

/**
 * This Chromium cannot reach Google's push service, so `PushManager.subscribe` is stood in for: it hands the page a
 * subscription at the local push service stand-in, with the made-up phone's keys. Everything else is the browser's
 * own: the permission, the page's calls, and the service worker that shows what arrives.
 */
const standInForGooglesPushService = (page: Page, phone: TestPhone) =>
  page.addInitScript(({ endpoint, keys }) => {
    const subscribedKey = 'test-push-subscribed'
    const bytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer
    const subscription = () => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: (name: string) => bytes(name === 'p256dh' ? keys.p256dh : keys.auth),
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(subscribedKey)
        return true
      },
    })
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(subscribedKey, 'yes')
      return subscription() as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(subscribedKey) ? (subscription() as unknown as PushSubscription) : null)
  }, phone)

/** Hands a push to the site's service worker as the browser does when its push service delivers one (DevTools' "Push"). */
const deliverToServiceWorker = async (page: Page, data: string) => {
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(page.url()).origin
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data })
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, url: (shown.data as { url?: string } | null)?.url })),
  )

test('after sending an action, one tap asks for a notification when the coach replies', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await standInForGooglesPushService(page, newPhone())
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const lesson = featured.lessons[0]
  const action = (await (await page.request.get(`/api/v1/lessons/${lesson.id}/action`)).json()) as { prompts: { kind: string; question: string }[] }
  const textPrompt = action.prompts.find((prompt) => prompt.kind === 'shortText')!

  await page.goto(`/v1/lessons/${lesson.id}`)
  await waitForServiceWorkerControl(page)
  const yourAction = page.getByRole('region', { name: 'Your action' })
  await yourAction.getByRole('button', { name: 'Answer this action' }).click()
  await yourAction.getByLabel(textPrompt.question).fill('Quotes at night')
  await yourAction.getByRole('button', { name: 'Send to my coach' }).click()
  await expect(yourAction.getByText('Sent. Your coach will reply here and by email.')).toBeVisible()
  await expect(yourAction.getByText('Want a notification on this phone when your coach replies?')).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await yourAction.getByRole('button', { name: 'Notify Me on This Phone' }).click()
  await expect(yourAction.getByRole('status').filter({ hasText: 'Done.' })).toHaveText('Done. This phone will tell you when your coach replies. Choose what else it tells you')

  // The account page shows this phone on, with every kind; the offer is not made again.
  await yourAction.getByRole('link', { name: 'Choose what else it tells you' }).click()
  const card = page.getByRole('region', { name: 'Notifications on this phone' })
  await expect(card.getByText('Notifications are on for this phone.')).toBeVisible()
  await expect(card.getByRole('checkbox', { name: "My coach's reply to an action" })).toBeChecked()
  await page.goto(`/v1/lessons/${lesson.id}#your-action`)
  await expect(yourAction.getByText('This phone will tell you when your coach replies.')).toBeVisible()
  await expect(yourAction.getByRole('button', { name: 'Notify Me on This Phone' })).toHaveCount(0)
})

test("a learner turns on notifications on their phone, and their coach's reply arrives as one", async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const phone = newPhone()
  await standInForGooglesPushService(page, phone)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const learner = await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })

  // From the dashboard, through the menu, to the account page.
  await page.goto('/v1/dashboard')
  await waitForServiceWorkerControl(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('link', { name: 'Account' }).click()
  const card = page.getByRole('region', { name: 'Notifications on this phone' })
  await expect(card.getByText('None arrive between 8pm and 7am: they wait until 7am.')).toBeVisible()
  await card.getByRole('button', { name: 'Turn On Notifications' }).click()
  await expect(card.getByRole('status')).toHaveText('Done. This phone will get the notifications ticked below.')
  await expect(card.getByText('Notifications are on for this phone.')).toBeVisible()
  for (const label of ['A call tomorrow', "A call's join link going live", "My coach's reply to an action", 'A mentoring call tomorrow']) {
    await expect(card.getByRole('checkbox', { name: label })).toBeChecked()
  }
  await card.getByRole('checkbox', { name: "A nudge when I haven't been back to a course for a week" }).uncheck()
  await expect(card.getByRole('status')).toHaveText('Saved.')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  // The choice is the phone's: it is there after a reload.
  await page.reload()
  await expect(card.getByRole('checkbox', { name: "My coach's reply to an action" })).toBeChecked()
  await expect(card.getByRole('checkbox', { name: "A nudge when I haven't been back to a course for a week" })).not.toBeChecked()

  // The learner sends lesson 1's action; the coach replies.
  const lesson = featured.lessons[0]
  const action = (await (await page.request.get(`/api/v1/lessons/${lesson.id}/action`)).json()) as { prompts: { id: string; kind: string }[] }
  const prompt = action.prompts.find((each) => each.kind === 'shortText')!
  const sent = await page.request.post(`/api/v1/lessons/${lesson.id}/action/answer`, { data: { clientId: crypto.randomUUID(), answers: [{ promptId: prompt.id, text: 'Quotes at night' }] } })
  expect(sent.status()).toBe(201)
  const staffToken = await staffLogin()
  const answer = await staffFindOne<{ id: string }>(staffToken, 'workbook-answers', 'learner', learner.id)
  await staffUpdate(staffToken, 'workbook-answers', answer!.id, { coachReply: 'Good: now time the next three.', verdict: 'looksGood' })

  // The push service takes it for the phone, which decrypts it; the service worker shows it.
  const [push] = await waitForPushes(phone, learner.id)
  await deliverToServiceWorker(page, decryptPush(phone, push))
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: `Your coach replied: ${lesson.title}`, body: 'Looks good. Good: now time the next three.', url: `/v1/lessons/${lesson.id}#your-action` }])

  // Turned off, the phone is forgotten.
  await card.getByRole('button', { name: 'Turn Off on This Phone' }).click()
  await expect(card.getByRole('status')).toHaveText('Notifications are off for this phone.')
  await expect(card.getByRole('button', { name: 'Turn On Notifications' })).toBeVisible()
})
