import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner, toast } from '../support/browser'
import { courseByTitle, featuredCourseTitle, paidCourseTitle } from '../support/courses'
import { hydrated } from '../support/hydration'
import { featuredLessonCount, percentOf, progressLine } from '../support/seedData'
import { staffCreate, staffLogin } from '../support/staffApi'

const markComplete = (page: Page) => page.getByRole('button', { name: 'Mark as Complete' })

test('enrol from the course page, start, complete a lesson and see the progress everywhere', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)

  await page.goto(`/v1/courses/${featured.id}`)
  await expect(page.getByRole('heading', { level: 1, name: featuredCourseTitle })).toBeVisible()
  await expect(page.getByText('Lesson 1: ', { exact: false }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Enrol Now' }).first().click()

  // The course's start asks the baseline first (tests/e2e/impact-checks.spec.ts), then opens lesson 1.
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
  await (await hydrated(page.getByRole('button', { name: 'Skip for now: go to lesson 1' }))).click()
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  const video = page.locator('video')
  await expect(video).toHaveAttribute('src', `/api/v1/lessons/${featured.lessons[0].id}/video`)
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute('src', `/api/v1/lessons/${featured.lessons[0].id}/captions`)
  const sidebar = page.getByRole('complementary', { name: 'Course progress' })
  await expect(sidebar.getByText(progressLine(0, featuredLessonCount))).toBeVisible()
  await expectNoAxeViolations(page)

  await markComplete(page).click()
  const completed = page.getByRole('button', { name: 'Completed' })
  await expect(completed).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Lesson marked as complete.' })).toBeVisible()
  await expect(sidebar.getByText(progressLine(1, featuredLessonCount))).toBeVisible()
  await expect(sidebar.getByRole('link', { name: `Completed Lesson 1: ${featured.lessons[0].title}` })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()

  await page.goto('/v1/dashboard')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: featuredCourseTitle }) })
  await expect(card.getByText(progressLine(1, featuredLessonCount))).toBeVisible()
  await expect(page.getByText(`1 of ${featuredLessonCount}`, { exact: true })).toBeVisible()
  await expect(page.getByText(`${percentOf(1, featuredLessonCount)}%`, { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', `/v1/lessons/${featured.lessons[1].id}?resume=1`)

  await page.goto('/v1')
  const progress = page.getByRole('region', { name: 'Your Learning Progress' })
  await expect(progress.getByText(progressLine(1, featuredLessonCount))).toBeVisible()
  await expect(progress.getByRole('link', { name: /^Continue Learning/ })).toHaveAttribute('href', `/v1/lessons/${featured.lessons[1].id}?resume=1`)
})

test('Previous and Next move through the course, and /v1/lesson/{id} is the same screen', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const [first, second] = featured.lessons

  await page.goto(`/v1/lesson/${first.id}`)
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous Lesson' })).toBeDisabled()
  await page.getByRole('link', { name: 'Next Lesson' }).click()
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${second.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible()
  await expect(markComplete(page)).toBeEnabled()
  // Not a preview: the private video reaches the player only with the learner's cookie, and once played it reads
  // its length (nothing of it loads before play).
  await expect(page.locator('video')).toHaveAttribute('preload', 'none')
  await page.locator('video').evaluate((element: HTMLVideoElement) => {
    element.muted = true
    return element.play()
  })
  await expect.poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Previous Lesson' }).click()
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()

  const last = featured.lessons[featured.lessons.length - 1]
  await page.goto(`/v1/lessons/${last.id}`)
  await expect(page.getByRole('button', { name: 'Next Lesson', exact: true })).toBeDisabled()
})

test('a locked lesson of the paid course shows no video, and its course page offers only the preview', async ({ page }) => {
  const paid = await courseByTitle(page.request, paidCourseTitle)
  await signUpLearner(page)

  await page.goto(`/v1/courses/${paid.id}`)
  await expect(page.getByRole('link', { name: /^Preview Lesson 1:/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^(Watch|Preview) Lesson 2:/ })).toHaveCount(0)

  await page.goto(`/v1/lessons/${paid.lessons[1].id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This lesson is locked' })).toBeVisible()
  await expect(page.locator('video')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Course Overview' })).toHaveAttribute('href', `/v1/courses/${paid.id}`)
  // Enrolling in a paid course does not open its lessons, so the screen offers no enrolment on the spot.
  await expect(page.getByRole('button', { name: /^Enrol/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a lesson without a video says the video is coming', async ({ page }) => {
  const token = await staffLogin()
  const course = await staffCreate<{ id: string }>(token, 'courses', {
    title: `Video-less course ${Date.now()}`,
    summary: 'A course whose lesson has no video yet.',
    description: 'Used by a test.',
    isPublished: true,
    isFree: true,
    order: 999,
  })
  const lesson = await staffCreate<{ id: string }>(token, 'lessons', { course: course.id, title: 'Filming next week', orderIndex: 1 })
  await signUpLearner(page)
  await page.request.post(`/api/v1/courses/${course.id}/enroll`, { data: {} })

  await page.goto(`/v1/lessons/${lesson.id}`)
  await expect(page.getByText('Video content will be available soon')).toBeVisible()
  await expect(page.locator('video')).toHaveCount(0)
})

test('unknown courses and lessons show their not-found states', async ({ page }) => {
  await page.goto(`/v1/courses/${randomUUID()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible()
  await page.goto('/v1/courses/not-a-course')
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible()
  await expectNoAxeViolations(page)

  await signUpLearner(page)
  await page.goto(`/v1/lessons/${randomUUID()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible()
  await page.goto('/v1/lesson/nonsense')
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible()
})

test('signed out, the course page offers sign-up and sign-in, and lessons send to sign in', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await page.goto(`/v1/courses/${featured.id}`)
  await expect(page.getByRole('link', { name: 'Sign In to Enrol' })).toHaveAttribute('href', `/v1/login?course=${featured.id}`)
  await expect(page.locator('#main').getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', `/v1/register?course=${featured.id}`)
  await expect(page.getByRole('button', { name: 'Enrol Now' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.goto(`/v1/lessons/${featured.lessons[0].id}`)
  await expect(page).toHaveURL(new RegExp(`/v1/login\\?course=${featured.id}$`))
})

test('enrol and complete failures show a toast whose Try again sends the call again', async ({ page }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.route('**/enroll', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }))
  await page.goto(`/v1/courses/${featured.id}`)
  await page.getByRole('button', { name: 'Enrol Now' }).first().click()
  await expect(toast(page, 'Enrolment failed')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}$`))
  await page.unroute('**/enroll')
  await toast(page, 'Enrolment failed').getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))

  await page.route('**/complete', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }))
  await page.goto(`/v1/lessons/${featured.lessons[0].id}`)
  await markComplete(page).click()
  const failure = toast(page, "Couldn't save your progress")
  await expect(failure).toBeVisible()
  await expect(markComplete(page)).toBeEnabled()
  await page.unroute('**/complete')
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect(failure).toBeHidden()
})

test('course and lesson screens fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.goto(`/v1/courses/${featured.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await page.goto(`/v1/lessons/${featured.lessons[0].id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoHorizontalScroll(page)
})
