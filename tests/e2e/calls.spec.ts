import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner, toast } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { queryOn } from '../support/freshDatabase'
import { hydrated } from '../support/hydration'
import { waitForServiceWorkerControl } from '../support/serviceWorker'
import { recordingsCourseTitle, sampleRecording } from '../support/seedData'
import { testEnv } from '../support/testEnv'

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

  test('a learner of the programme taps Watch the recording on Calls: it plays at once with resume, transcript, data saver and offline, and marked complete it issues no certificate and no mail', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const featured = await courseByTitle(page.request, featuredCourseTitle)
    const recordingTitle = sampleRecording.lessonTitle
    const learner = await signUpLearner(page)
    await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })

    await page.goto('/v1/calls')
    const pastCall = page.getByRole('region', { name: 'Past calls and their recordings' }).getByRole('listitem').filter({ hasText: sampleRecording.callTitle })
    await pastCall.getByRole('link', { name: /^Watch the recording/ }).click()
    // No lock and no enrolment: the recording belongs to the programme the learner is in.
    await expect(page.getByRole('heading', { level: 1, name: recordingTitle })).toBeVisible()
    await expect(page.getByText('Call recording', { exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Calls' })).toBeVisible()
    const recordingId = new URL(page.url()).pathname.split('/').pop() as string
    const video = page.locator('video')
    await hydrated(page.getByRole('combobox', { name: 'Speed' }))
    await expect(page.getByRole('switch', { name: 'Data saver' })).toBeVisible()
    // The transcript, folded away under the player until asked for.
    await page.locator('summary', { hasText: 'Show transcript' }).click()
    await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible()
    const beside = page.getByRole('complementary', { name: 'Call recordings' })
    await expect(beside.getByText("Recordings of the programme's calls, open to every learner of the programme with no enrolment. Watching them earns no certificate.")).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    // It plays, and the place is kept: reopened, it offers to resume there.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      element.playbackRate = 4
      return element.play()
    })
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(8)
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v1/lessons/${recordingId}/playback`) && response.request().method() === 'POST')
    await video.evaluate((element: HTMLVideoElement) => element.pause())
    expect((await saved).status()).toBe(200)
    await page.reload()
    await expect(page.getByRole('button', { name: /^Resume from 0:\d\d$/ })).toBeVisible()

    await waitForServiceWorkerControl(page)
    await page.getByRole('button', { name: 'Save for offline' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved. This lesson now opens and plays without signal.' })).toBeVisible()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: recordingTitle })).toBeVisible()
    // A page from the phone's cache may show its streamed parts twice for a moment, until React puts them in place.
    await expect(video).toHaveCount(1)
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1)
    await context.setOffline(false)

    // Marked complete: no certificate, and no mail about it (every mail is recorded before it is queued).
    await page.reload()
    await hydrated(page.getByRole('button', { name: 'Mark as Complete' })).then((button) => button.click())
    await expect(page.getByRole('status').filter({ hasText: 'Lesson marked as complete.' })).toBeVisible()
    expect(await (await page.request.get('/api/v1/certificates')).json()).toEqual([])
    const [{ course_id: recordingsId }] = await queryOn<{ course_id: string }>(testEnv().databaseUrl, 'SELECT course_id FROM lessons WHERE id = $1', [recordingId])
    const mails = await queryOn<{ kind: string; course_id: string | null }>(testEnv().databaseUrl, 'SELECT kind, course_id FROM mail_deliveries WHERE learner_id = $1', [learner.id])
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['enrolment', 'welcome'])
    expect(mails.filter((mail) => mail.course_id === recordingsId)).toEqual([])
    expect(await queryOn(testEnv().databaseUrl, 'SELECT 1 FROM enrollments WHERE user_id = $1 AND course_id = $2', [learner.id, recordingsId])).toEqual([])
    // The recordings have no course page of their own: it leads to Calls.
    await page.goto(`/v1/courses/${recordingsId}`)
    await expect(page).toHaveURL(/\/v1\/calls$/)
  })

  test('a learner in no course of the programme finds the recording locked, with the way to the courses', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await signUpLearner(page)
    const recordings = await queryOn<{ id: string }>(
      testEnv().databaseUrl,
      "SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.kind = 'recordings' AND l.title = $1",
      [sampleRecording.lessonTitle],
    )
    await page.goto(`/v1/lessons/${recordings[0].id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This recording is locked' })).toBeVisible()
    await expect(page.getByText('The call recordings are for learners of the programme: enrol in one of its courses to watch them.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Enrol/ })).toHaveCount(0)
    await page.getByRole('link', { name: 'See the courses' }).click()
    await expect(page).toHaveURL(/\/v1\/courses$/)
    await expect(page.getByRole('link', { name: new RegExp(recordingsCourseTitle) })).toHaveCount(0)
  })
})
