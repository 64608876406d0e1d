import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner, toast } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { waitForServiceWorkerControl } from '../support/serviceWorker'
import { sampleRecording } from '../support/seedData'

test('a learner sees the next calls in UK time, adds one to their calendar, and subscribes to all calls then stops the link', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })

  await page.goto('/v1/dashboard')
  const upcoming = page.getByRole('region', { name: 'Upcoming calls' })
  const firstCall = upcoming.getByRole('listitem').first()
  await expect(firstCall.getByText(/UK time$/)).toBeVisible()
  await expect(firstCall.getByText(/The join link shows here from \d\d:\d\d UK time on the day\./)).toBeVisible()
  await expectNoAxeViolations(page)

  const download = page.waitForEvent('download')
  await firstCall.getByRole('link', { name: /^Add to calendar/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^solving-tech-call-\d{4}-\d\d-\d\d\.ics$/)
  const calendar = await readFile(await file.path(), 'utf8')
  expect(calendar).toContain('BEGIN:VEVENT')
  expect(calendar).toMatch(/DTSTART;TZID=Europe\/London:/)

  await upcoming.getByRole('link', { name: 'All calls, and adding them to your calendar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible()
  // The next few, and the rest on request, so the calendar link is near the top on a phone.
  const onCallsPage = page.getByRole('region', { name: 'Upcoming calls' }).getByRole('listitem')
  await expect(onCallsPage).toHaveCount(4)
  await page.getByRole('button', { name: /^Show all \d+ upcoming calls$/ }).click()
  await expect(onCallsPage).toHaveCount(8)
  const subscription = page.getByRole('region', { name: 'Subscribe to all calls' })
  await subscription.getByRole('button', { name: 'Subscribe to all calls' }).click()
  await expect(toast(page, 'Your calendar link is ready')).toBeVisible()
  const openInApp = subscription.getByRole('link', { name: 'Open in my calendar app' })
  await expect(openInApp).toHaveAttribute('href', /^webcal:\/\/.+\/api\/v1\/calendar-feeds\//)
  const address = await subscription.getByLabel(/Or paste this link into your calendar/).inputValue()
  const feed = await page.request.get(address)
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain('BEGIN:VCALENDAR')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  await subscription.getByRole('button', { name: 'Stop this link' }).click()
  await expect(toast(page, 'Calendar link stopped')).toBeVisible()
  await expect(subscription.getByRole('button', { name: 'Subscribe to all calls' })).toBeVisible()
  expect((await page.request.get(address)).status()).toBe(404)

  // The course page lists the course's calls too.
  await page.goto(`/v1/courses/${featured.id}`)
  await expect(page.getByRole('region', { name: 'Upcoming calls' }).getByRole('heading', { name: 'Lunchtime Q&A: quoting apps' })).toBeVisible()
})

test.describe('a call\'s recording', () => {
  // The offline cache is the service worker's (blocked in the other specs: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('the sample call\'s recording opens from Past calls (enrolling in the free recordings course on the spot) and plays without signal once saved', async ({ page, context }) => {
    const featured = await courseByTitle(page.request, featuredCourseTitle)
    const recordingTitle = sampleRecording.lessonTitle
    await signUpLearner(page)
    await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })

    await page.goto('/v1/calls')
    const pastCall = page.getByRole('region', { name: 'Past calls and their recordings' }).getByRole('listitem').filter({ hasText: sampleRecording.callTitle })
    await pastCall.getByRole('link', { name: /^Watch the recording/ }).click()
    // The recordings are a free course of their own: enrolling there opens this one at once.
    await expect(page.getByRole('heading', { level: 1, name: 'This lesson is locked' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Enrol (free) and watch' }).click()
    await expect(page.getByRole('heading', { level: 1, name: recordingTitle })).toBeVisible()
    await waitForServiceWorkerControl(page)
    await page.getByRole('button', { name: 'Save for offline' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved. This lesson now opens and plays without signal.' })).toBeVisible()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: recordingTitle })).toBeVisible()
    const video = page.locator('video')
    // A page from the phone's cache may show its streamed parts twice for a moment, until React puts them in place.
    await expect(video).toHaveCount(1)
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1)
    await context.setOffline(false)
  })
})
