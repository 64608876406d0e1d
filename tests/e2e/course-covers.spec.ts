import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { featuredCoverAlt } from '../support/seedData'
import { staffCreate, staffLogin } from '../support/staffApi'

/** A cover keeps 16:9 from the first paint, picture loaded or not, so nothing below it moves. */
const expectSixteenByNine = async (cover: Locator) => {
  const box = await cover.boundingBox()
  if (!box) throw new Error('The cover has no box')
  expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2)
}

/** The picture has arrived and been drawn, through next/image (which loads it lazily, once it scrolls near the screen). */
const expectLoadedPicture = async (picture: Locator) => {
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(picture).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
}

const catalogueCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test('the learner home, the catalogue, the course page and the dashboard show the course cover at a fixed size', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/v1')
  const featuredSection = page.getByRole('region', { name: featuredCourseTitle })
  await expectLoadedPicture(featuredSection.getByRole('img', { name: featuredCoverAlt }))
  await expectSixteenByNine(featuredSection.getByTestId('course-cover'))
  await expectNoHorizontalScroll(page)

  await page.goto('/v1/courses')
  const card = catalogueCard(page, featuredCourseTitle)
  await expectLoadedPicture(card.getByRole('img', { name: featuredCoverAlt }))
  await expectSixteenByNine(card.getByTestId('course-cover'))
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await page.goto(`/v1/courses/${featured.id}`)
  await expectLoadedPicture(page.getByRole('img', { name: featuredCoverAlt }))
  await expectSixteenByNine(page.getByTestId('course-cover'))
  await expectNoHorizontalScroll(page)

  await signUpLearner(page)
  await page.goto(`/v1/courses/${featured.id}`)
  await page.getByRole('button', { name: 'Enrol Now' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/v1/courses/${featured.id}/start$`))
  await page.goto('/v1/dashboard')
  await expectLoadedPicture(page.getByRole('listitem').filter({ hasText: featuredCourseTitle }).getByRole('img', { name: featuredCoverAlt }))
  await expectNoHorizontalScroll(page)
})

test('a course without a cover shows a panel in its colour, hidden from screen readers', async ({ page }) => {
  const token = await staffLogin()
  const title = `No cover ${Date.now()}`
  await staffCreate(token, 'courses', { title, summary: 'A course with no picture yet.', description: 'd', isPublished: true, isFree: true, status: 'available', colour: 'plum' })
  const card = catalogueCard(page, title)
  // The catalogue is cached until staff change a course; the change expires it, and the next visit renders it again.
  await expect(async () => {
    await page.goto('/v1/courses')
    await expect(card).toBeVisible({ timeout: 2_000 })
  }).toPass()
  const cover = card.getByTestId('course-cover')
  await expect(cover).toHaveCSS('background-color', 'rgb(107, 33, 168)')
  await expect(card.getByRole('img')).toHaveCount(0)
  await expectSixteenByNine(cover)
})
