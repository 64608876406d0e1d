import { expect, test, type Request } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { featuredLessonCount, progressLine } from '../support/seedData'

const comingSoonTitles = ['Solving Mindset', 'Solving Brand', 'Winning Work', 'Solving Profit', 'Solving People and Skills', 'Solving Sustainability']

const featuredSection = (page: import('@playwright/test').Page) => page.getByRole('region', { name: featuredCourseTitle })

test('signed out, /v1 welcomes, explains, features the programme course and shows the roadmap', async ({ page }) => {
  await page.goto('/v1')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Solving Tech' })).toBeVisible()
  await expect(page.locator('#main').getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/v1/register')
  await expect(page.getByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute('href', '/v1/login')
  await expect(page.getByRole('button', { name: /Play video/ })).toBeVisible()
  for (const heading of ['The Problem', 'The Solution', "What's Coming Next"]) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  for (const feature of ['14 Bite-sized Videos', 'Practical Workbook', 'WhatsApp Group + fortnightly calls', '100% Free']) {
    await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible()
  }
  const featured = featuredSection(page)
  await expect(featured.getByText('FREE COURSE')).toBeVisible()
  await expect(featured.getByText(`${featuredLessonCount} Lessons`)).toBeVisible()
  // Registering from the course carries it through, into its first lesson.
  const { id: featuredId } = await courseByTitle(page.request, featuredCourseTitle)
  await expect(featured.getByRole('link', { name: 'Start Learning Now' })).toHaveAttribute('href', `/v1/register?course=${featuredId}`)
  const roadmap = page.getByRole('region', { name: "What's Coming Next" })
  for (const title of comingSoonTitles) await expect(roadmap.getByRole('heading', { name: new RegExp(`^${title} for Small Builders$`) })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your Learning Progress' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test("the featured course's button follows the learner: not enrolled, then enrolled", async ({ page }) => {
  const course = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.goto('/v1')
  await expect(page.locator('#main').getByRole('link', { name: 'Get Started Free' })).toHaveCount(0)
  await expect(featuredSection(page).getByRole('link', { name: 'Start Learning Now' })).toHaveAttribute('href', `/v1/courses/${course.id}`)
  await expect(page.getByRole('region', { name: 'Your Learning Progress' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.request.post(`/api/v1/courses/${course.id}/enroll`, { data: {} })
  await page.reload()
  await expect(featuredSection(page).getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', `/v1/lessons/${course.lessons[0].id}?resume=1`)
  const progress = page.getByRole('region', { name: 'Your Learning Progress' })
  await expect(progress.getByText(progressLine(0, featuredLessonCount))).toBeVisible()

  for (const lesson of course.lessons) await page.request.post(`/api/v1/lessons/${lesson.id}/complete`, { data: {} })
  await page.reload()
  await expect(featuredSection(page).getByRole('link', { name: 'View Course' })).toHaveAttribute('href', `/v1/courses/${course.id}`)
  await expect(progress.getByText(progressLine(featuredLessonCount, featuredLessonCount))).toBeVisible()
})

test('the catalogue shows live courses and the roadmap, with the right way in', async ({ page }) => {
  await page.goto('/v1/courses')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('AVAILABLE NOW').first()).toBeVisible()
  const { id: featuredId } = await courseByTitle(page.request, featuredCourseTitle)
  await expect(page.getByRole('link', { name: new RegExp(`^Sign Up to Access\\W+${featuredCourseTitle}$`) })).toHaveAttribute('href', `/v1/register?course=${featuredId}`)
  await expect(page.getByRole('button', { name: /^Join Waiting List/ })).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Join the Waiting List' })).toHaveAttribute('href', '/#signup')
  await expectNoAxeViolations(page)

  const course = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page)
  await page.goto('/v1/courses')
  // A learner is already in the programme: the banner leads to the courses on the way, not to the programme's signup.
  await expect(page.getByRole('link', { name: 'Join the Waiting List' })).toHaveCount(0)
  await page.getByRole('link', { name: 'See the courses on the way' }).click()
  await expect(page).toHaveURL(/#courses-on-the-way$/)
  await expect(page.locator('#courses-on-the-way')).toBeInViewport()
  await page.getByRole('link', { name: new RegExp(`^Access Course\\W+${featuredCourseTitle}$`) }).click()
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${course.id}$`))
  await page.goto('/v1/courses')
  await expectNoAxeViolations(page)

  await page.goto('/v1/courses?view=list')
  await expect(page.getByText('AVAILABLE NOW')).toHaveCount(0)
  await expect(page.locator('#main')).toBeEmpty()
})

test('/v1 and the catalogue fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/v1', '/v1/courses']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalScroll(page)
  }
})

test('while the catalogue loads, seven skeleton cards stand in for it', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/v1\/courses(\?|$)/, async (route) => {
    const headers = route.request().headers()
    if (headers.rsc && !headers['next-router-prefetch']) await held
    await route.continue()
  })
  const coursesLink = page.getByRole('navigation', { name: 'Learner' }).getByRole('link', { name: 'Courses' })
  // A client-side navigation, as a learner clicking through makes it, once the router holds the loading boundary.
  // The router prefetches a link in two requests: the route's tree (`next-router-segment-prefetch: /_tree`), then the
  // segments down to the loading boundary. Only the second lets the click show the skeletons at once, so wait until
  // the router is done with it (it reads what it needs, then drops the stream, which the browser reports as failed):
  // on a loaded machine that can come well after the page is idle.
  const isLoadingBoundaryPrefetch = (request: Request) => {
    const headers = request.headers()
    return /\/v1\/courses(\?|$)/.test(request.url()) && !!headers['next-router-prefetch'] && headers['next-router-segment-prefetch'] !== '/_tree'
  }
  const loadingBoundaryPrefetched = new Promise<void>((resolve) => {
    const settled = (request: Request) => {
      if (isLoadingBoundaryPrefetch(request)) resolve()
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
  })
  await page.goto('/v1')
  await coursesLink.hover()
  await loadingBoundaryPrefetched
  await coursesLink.click()
  const loading = page.getByRole('status').filter({ hasText: 'Loading courses' })
  await expect(loading).toHaveAttribute('aria-busy', 'true')
  await expect(loading.getByTestId('course-skeleton')).toHaveCount(7)
  release()
  await expect(page.getByRole('heading', { level: 2, name: 'All courses' })).toBeVisible()
  await expect(loading).toHaveCount(0)
})
