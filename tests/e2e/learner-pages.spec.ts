import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner, toast } from '../support/browser'
import { staffLogin, staffUpdateGlobal } from '../support/staffApi'


/** Fills the contact form on /v1/contact and sends it. */
const submitContactForm = async (page: Page, message: { name: string; email: string; subject: string; message: string }) => {
  await page.getByLabel('Name', { exact: true }).fill(message.name)
  await page.getByLabel('Email address').fill(message.email)
  await page.getByLabel('Subject').fill(message.subject)
  await page.getByLabel('Message', { exact: true }).fill(message.message)
  await page.getByRole('button', { name: 'Send Message' }).click()
}

test('the mission page shows the founder story, five core values and the sign-up badge from the CMS', async ({ page }) => {
  await page.goto('/v1/mission')
  await expect(page.getByRole('heading', { level: 1, name: 'Our mission' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Our core values' }).getByRole('listitem')).toHaveCount(5)
  await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute('href', '/v1/register')
  await expectNoAxeViolations(page)
})

test('the solutions page lists six providers with at most three features each', async ({ page }) => {
  await page.goto('/v1/solutions')
  const cards = page.getByRole('list', { name: 'Solution providers' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards).toHaveCount(6)
  const siteFlow = cards.filter({ has: page.getByRole('heading', { name: 'SiteFlow' }) })
  await expect(siteFlow.getByText('+2 more')).toBeVisible()
  await expect(siteFlow.getByText('From £29.00/month')).toBeVisible()
  await expect(siteFlow.getByText('4.8 out of 5')).toBeVisible()
  await expect(siteFlow.getByRole('link', { name: /Visit website/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'Get Expert Consultation' })).toHaveAttribute('href', '/v1/mentoring')
  await expectNoAxeViolations(page)
})

test('the contact form shows every spec 5.4 message, sends, thanks and resets', async ({ page }) => {
  await page.goto('/v1/contact')
  await expect(page.getByRole('table', { name: 'How quickly we reply' })).toContainText('Within 2 hours')
  await page.getByRole('button', { name: 'Send Message' }).click()
  for (const message of ['Name is required', 'Please enter a valid email address', 'Subject is required', 'Message must be at least 10 characters long']) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expectNoAxeViolations(page)

  await submitContactForm(page, { name: 'Jo Carpenter', email: `contact-${Date.now()}@example.test`, subject: 'Workbook question', message: 'Where do I find the scoring sheet?' })
  await expect(toast(page, 'Message sent successfully!')).toContainText("We'll get back to you within 24 hours.")
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
})

test('a contact failure shows the failure toast and keeps what was typed', async ({ page }) => {
  await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }))
  await page.goto('/v1/contact')
  await submitContactForm(page, { name: 'Jo Carpenter', email: 'jo@example.test', subject: 'Hello', message: 'A message that will not arrive.' })
  await expect(toast(page, 'Failed to send message')).toContainText('support@solvingtech.example')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('A message that will not arrive.')
})

test('mission, solutions and contact are accessible signed in and fit a 360 px phone', async ({ page }) => {
  await signUpLearner(page)
  await page.goto('/v1/contact')
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/v1/mission', '/v1/solutions', '/v1/contact']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalScroll(page)
  }
})

test('a staff edit of the mission copy shows without a rebuild', async ({ page }) => {
  await page.goto('/v1/mission')
  const token = await staffLogin()
  const heading = `Our mission, today ${Date.now()}`
  await staffUpdateGlobal(token, 'mission', { heading })
  try {
    await page.goto('/v1/mission')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  } finally {
    await staffUpdateGlobal(token, 'mission', { heading: 'Our mission' })
  }
})
