import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { certificateFileName } from '@/domains/certificates/contract/rules'
import { longDate } from '@/lib/rules/ukTime'
import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { pdfText } from '../support/pdfText'
import { staffFindOne, staffLogin, staffUpdate } from '../support/staffApi'

const squeezed = (text: string) => text.replace(/\s/g, '')

test('completing the featured course gives a certificate: its PDF, its page for anyone, revoked by staff', async ({ page, browser }) => {
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  await signUpLearner(page, { firstName: 'Aoife', lastName: 'Brennan' })
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).status()).toBe(201)
  const last = featured.lessons[featured.lessons.length - 1]
  for (const lesson of featured.lessons.slice(0, -1)) {
    expect((await page.request.post(`/api/v1/lessons/${lesson.id}/complete`, { data: {} })).status()).toBe(200)
  }
  await page.goto(`/v1/lessons/${last.id}`)
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()

  await page.goto('/v1/dashboard')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: featuredCourseTitle }) })
  await expect(card.getByText('Certificate:')).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download PDF' }).click()])
  expect(download.suggestedFilename()).toBe(certificateFileName(featuredCourseTitle))
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const text = await pdfText(bytes)
  expect(text).toContain('Aoife Brennan')
  expect(squeezed(text)).toContain(squeezed(featuredCourseTitle))
  const verificationPath = (await card.getByRole('link', { name: 'Verification page' }).getAttribute('href')) as string
  const code = verificationPath.split('/').at(-1) as string
  expect(text).toContain(code)

  const revokedAt = new Date().toISOString()
  const visitor = await browser.newContext({ baseURL: process.env.TEST_BASE_URL, serviceWorkers: 'block' })
  try {
    const signedOut = await visitor.newPage()
    expect((await signedOut.goto(verificationPath))?.status()).toBe(200)
    await expect(signedOut.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeVisible()
    const main = signedOut.locator('#main')
    await expect(main).toContainText('Valid')
    await expect(main).toContainText('Aoife Brennan')
    await expect(main).toContainText(featuredCourseTitle)
    await expect(main).toContainText(code)
    await expect(main.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${verificationPath}/pdf`)
    await expect(signedOut.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expectNoAxeViolations(signedOut)
    await signedOut.setViewportSize({ width: 320, height: 720 })
    await expectNoHorizontalScroll(signedOut)

    // Payload adds a staff session by rewriting the account's list of sessions, so two workers signing in as the same
    // staff account at the same moment can lose one of the two; the revoke signs in again until its session holds.
    await expect(async () => {
      const token = await staffLogin()
      const certificate = await staffFindOne<{ id: string }>(token, 'certificates', 'code', code)
      await staffUpdate(token, 'certificates', (certificate as { id: string }).id, { revokedAt })
    }).toPass({ timeout: 20_000 })
    await signedOut.reload()
    await expect(main).toContainText(`Revoked on ${longDate(revokedAt)}`)
    await expect(main.getByRole('link', { name: 'Download PDF' })).toHaveCount(0)
    await expectNoAxeViolations(signedOut)

    expect((await signedOut.goto(`/certificates/${'A'.repeat(43)}`))?.status()).toBe(404)
    await expect(signedOut.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible()
    await expectNoAxeViolations(signedOut)
  } finally {
    await visitor.close()
  }

  await page.reload()
  await expect(card.getByText(`Certificate revoked on ${longDate(revokedAt)}:`)).toBeVisible()
  await expect(card.getByRole('link', { name: 'Download PDF' })).toHaveCount(0)
})
