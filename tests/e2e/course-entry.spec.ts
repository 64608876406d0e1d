import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, learnerPassword, signUpLearner, uniqueEmail } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { exclusively } from '../support/exclusive'
import { queryOn } from '../support/freshDatabase'
import { hydrated } from '../support/hydration'
import { answerCheck } from '../support/impactChecks'
import { programmeTitle } from '../support/seedData'
import { testEnv } from '../support/testEnv'

/**
 * Issue 41, point 1: from a link into lesson 1 on a phone. "Sign in" on the landing page; "Sign Up to Access" on a
 * course card carries the course through registration, which enrols in it; the baseline on a screen of its own; then
 * lesson 1 with "How this works". Each journey logs how long it took and how many taps and fields it needed.
 */
const phone = { width: 360, height: 740 }

const box = async (element: Locator) => {
  const found = await element.boundingBox()
  if (!found) throw new Error('Not on screen')
  return found
}

/** Logs a journey's measurements, so the report can quote them. */
const measured = (name: string, figures: Record<string, number | string>) => console.info(`[measure] ${name}: ${JSON.stringify(figures)}`)

const fillRegistration = async (page: Page, details: { firstName: string; email: string; company?: string }) => {
  await page.getByLabel('First name').fill(details.firstName)
  await page.getByLabel('Last name').fill('Jones')
  await page.getByLabel('Email address').fill(details.email)
  if (details.company) await page.getByLabel('Company name').fill(details.company)
  await page.getByLabel(/^Password/).fill(learnerPassword)
  await page.getByLabel('Confirm password').fill(learnerPassword)
}

test('on a phone, "Sign in" is one tap from the landing page, beside the menu; the menu and the footer have it too', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/')
  const header = page.getByRole('banner')
  const signIn = header.getByRole('link', { name: 'Sign in' })
  const menu = header.getByRole('button', { name: 'Menu' })
  await expect(signIn).toBeVisible()
  await expect(signIn).toHaveAttribute('href', '/v1/login')
  const [logo, link, toggle] = await Promise.all([box(header.getByRole('link', { name: 'Solving Tech, home' })), box(signIn), box(menu)])
  measured('landing header at 360 px', { logoRight: logo.x + logo.width, signInLeft: link.x, signInRight: link.x + link.width, signInHeight: link.height, menuLeft: toggle.x, menuRight: toggle.x + toggle.width })
  // In one row, side by side, each a 44 px target, all inside the screen.
  expect(link.height).toBeGreaterThanOrEqual(44)
  expect(link.x).toBeGreaterThanOrEqual(logo.x + logo.width)
  expect(link.x + link.width).toBeLessThanOrEqual(toggle.x)
  expect(toggle.x + toggle.width).toBeLessThanOrEqual(phone.width)
  expect(Math.abs(link.y + link.height / 2 - (toggle.y + toggle.height / 2))).toBeLessThanOrEqual(2)
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  await menu.click()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/v1/login')
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/v1/login')

  const started = Date.now()
  await signIn.click()
  await expect(page).toHaveURL(/\/v1\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  measured('landing → sign-in screen', { taps: 1, milliseconds: Date.now() - started })
})

test('on a wide screen, "Sign in" sits in the main navigation before the call to action', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const main = page.getByRole('navigation', { name: 'Main' })
  const [signIn, join] = await Promise.all([box(main.getByRole('link', { name: 'Sign in' })), box(main.getByRole('link', { name: 'Join Free Now' }))])
  expect(signIn.x + signIn.width).toBeLessThanOrEqual(join.x)
  expect(signIn.height).toBeGreaterThanOrEqual(44)
})

test("a visitor taps Sign Up to Access on a course card and lands on that course's lesson 1, enrolled, with How this works; Welcome, then Welcome back", async ({ page }) => {
  await page.setViewportSize(phone)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await page.goto('/v1/courses')
  const started = Date.now()
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: featuredCourseTitle }) }).getByRole('link', { name: /^Sign Up to Access/ }).click()

  await expect(page).toHaveURL(`${testEnv().baseUrl}/v1/register?course=${featured.id}`)
  await expect(page.getByText(`Join free and start ${featuredCourseTitle} straight away. It takes a minute.`)).toBeVisible()
  const email = uniqueEmail('course-card')
  await fillRegistration(page, { firstName: 'Sam', email, company: 'Jones Build Ltd' })
  await page.getByRole('button', { name: 'Create Free Account' }).click()

  // Enrolled, and asked the baseline on a screen of its own.
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
  await expect(page.locator('#main').getByText(`You're enrolled in ${featuredCourseTitle}`)).toBeVisible()
  const baseline = page.getByRole('region', { name: 'Before you start: where do you stand today?' })
  // Skipping is offered at the top too: nobody scrolls past seven questions to reach their lesson.
  const skip = await hydrated(baseline.getByRole('button', { name: 'Skip for now: go to lesson 1' }))
  const atBaseline = Date.now()
  const skipBox = await box(skip)
  expect(skipBox.y + skipBox.height).toBeLessThanOrEqual(phone.height)
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  const skippedAt = Date.now()
  await skip.click()

  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  const howItWorks = page.getByRole('region', { name: 'How this works' })
  await expect(howItWorks.getByRole('listitem')).toHaveText(['Watch the video.', 'Do the action in your business.', 'Join a call with your questions.'])
  const arrived = Date.now()
  expect((await (await page.request.get(`/api/v1/enrollments/${featured.id}/status`)).json()) as unknown).toEqual({ isEnrolled: true, isPaid: false })
  // Its lines lead where they say: the lesson's action on this screen, and the calls.
  await expect(howItWorks.getByRole('link', { name: 'Do the action' })).toHaveAttribute('href', '#your-action')
  await expect(page.getByRole('region', { name: 'Your action' })).toBeVisible()
  await expect(howItWorks.getByRole('link', { name: 'Join a call' })).toHaveAttribute('href', '/v1/calls')
  const [video, how] = await Promise.all([box(page.locator('video')), box(howItWorks)])
  expect(how.y).toBeGreaterThan(video.y + video.height)
  measured('course card → lesson 1', {
    taps: 3,
    fieldsFilled: 6,
    millisecondsToBaseline: atBaseline - started,
    millisecondsFromSkipToLesson: arrived - skippedAt,
    skipButtonTop: Math.round(skipBox.y),
    videoTop: Math.round(video.y),
    howThisWorksTop: Math.round(how.y),
    howThisWorksHeight: Math.round(how.height),
  })
  await expectNoAxeViolations(page)

  // The first day's greeting, then a later day's.
  await page.goto('/v1/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam!')
  await queryOn(testEnv().databaseUrl, `UPDATE course_users SET created_at = now() - interval '2 days' WHERE email = $1`, [email])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Sam!')
})

test("a paid course's card signs up without enrolling, and the course page asks for access", async ({ page }) => {
  await page.setViewportSize(phone)
  const courses = (await (await page.request.get('/api/v1/courses')).json()) as { id: string; title: string; isFree: boolean; status: string }[]
  const paid = courses.find((course) => !course.isFree && course.status === 'available')!
  await page.goto(`/v1/courses/${paid.id}`)
  await page.locator('#main').getByRole('link', { name: 'Sign Up Free' }).click()
  await expect(page).toHaveURL(`${testEnv().baseUrl}/v1/register?course=${paid.id}`)
  await expect(page.getByText('Join free and start learning today. It takes a minute.')).toBeVisible()
  await fillRegistration(page, { firstName: 'Pat', email: uniqueEmail('paid-card'), company: 'Pat Build' })
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${paid.id}$`))
  await expect(page.getByRole('link', { name: 'Request access' })).toBeVisible()
  expect((await (await page.request.get(`/api/v1/enrollments/${paid.id}/status`)).json()) as unknown).toEqual({ isEnrolled: false, isPaid: false })
})

test('a learner who signs in from a course page goes on into the course', async ({ page, context }) => {
  await page.setViewportSize(phone)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const learner = await signUpLearner(page)
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  await context.clearCookies()

  await page.goto(`/v1/courses/${featured.id}`)
  const started = Date.now()
  await page.locator('#main').getByRole('link', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(`${testEnv().baseUrl}/v1/login?course=${featured.id}`)
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', `/v1/register?course=${featured.id}`)
  await page.getByLabel('Email address').fill(learner.email)
  await page.getByLabel('Password').fill(learnerPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()

  // Enrolled already: the baseline is still open (never answered), then lesson 1.
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
  const baseline = page.getByRole('region', { name: 'Before you start: where do you stand today?' })
  // Chosen before the page's script has taken over, an answer could be lost: wait for it.
  await hydrated(baseline.getByRole('button', { name: 'Send my answers' }))
  await answerCheck(baseline, { confidence: 3, hours: '8', spend: '30' }, null)
  await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
  await expect(page.getByRole('heading', { level: 1, name: featured.lessons[0].title })).toBeVisible()
  measured('course page → signed in → baseline answered → lesson 1', { taps: 2 + 5 + 1, fieldsFilled: 4, milliseconds: Date.now() - started })
})

test('a newcomer on a phone goes from / to lesson 1 of the featured course playing, by taps alone', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize(phone)
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  // The sample's state as a fresh install has it (tests/int/seed.int.spec.ts): held while no other test changes it.
  await exclusively('landing-programme-state', async () => {
    const started = Date.now()
    let taps = 0
    const tap = async (element: Locator) => {
      await element.click()
      taps += 1
    }
    await page.goto('/')
    const hero = page.getByRole('region', { name: programmeTitle })
    await expect(hero.getByText('The course is open now: start today, at your own pace.')).toBeVisible()
    await tap(hero.getByRole('link', { name: 'Start now' }))

    await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}$`))
    await tap(page.locator('#main').getByRole('link', { name: 'Sign Up Free' }).first())
    await expect(page).toHaveURL(`${testEnv().baseUrl}/v1/register?course=${featured.id}`)
    await fillRegistration(page, { firstName: 'Alex', email: uniqueEmail('newcomer'), company: 'Alex Electrical' })
    await tap(page.getByRole('button', { name: 'Create Free Account' }))

    await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
    await tap(await hydrated(page.getByRole('button', { name: 'Skip for now: go to lesson 1' })))
    await expect(page).toHaveURL(new RegExp(`/v1/lessons/${featured.lessons[0].id}\\?resume=1$`))
    const video = page.locator('video')
    const videoBox = await box(video)
    expect(videoBox.y).toBeLessThan(300)
    // One tap on the player's own play button (desktop Chromium draws it at the bottom left, above the timeline).
    await expect(async () => {
      await video.click({ position: { x: 24, y: videoBox.height - 48 } })
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 5_000 }).toBeGreaterThan(1)
    }).toPass({ timeout: 30_000 })
    taps += 1
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
    const milliseconds = Date.now() - started
    // The minute of the issue is a figure for the note, not a timed test.
    measured('/ → lesson 1 playing', { taps, fieldsFilled: 6, milliseconds, videoTop: Math.round(videoBox.y) })
  })
})
