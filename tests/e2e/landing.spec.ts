import { expect, test } from '@playwright/test'

import { siteStorage, staffStorage } from '@/lib/rules/storageWeUse'

import { expectNoAxeViolations, expectNoHorizontalScroll, toast } from '../support/browser'
import { openDisclosure } from '../support/disclosure'
import { staffLogin } from '../support/staffApi'
import { programmeTitle, seededPeopleNames } from '../support/seedData'

test.describe('landing page', () => {
  test('has every section in order, with its anchor', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
    const headings = await page.locator('main h2').allTextContents()
    const order = ['The Problem', 'The Solution', 'Results from the pilot', 'What builders say', 'About the programme', 'Frequently Asked Questions', 'Stop guessing. Start solving.', 'Join the free programme']
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order)
    for (const id of ['programme', 'about', 'faq', 'signup']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1, name: programmeTitle })).toBeVisible()
    await expect(page.getByText('£15,000')).toBeVisible()
    await expect(page.getByLabel('Rated 5 out of 5')).toHaveCount(3)
    // The four seeded people, by name: a mentor another test adds to the shared database joins them on the page.
    const cardNames = page.locator('#about li h3')
    for (const name of seededPeopleNames) await expect(cardNames.filter({ hasText: name })).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toContainText('levy impact fund')
  })

  test('header and footer links scroll to their sections', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/#faq$/)
    await expect(page.locator('#faq')).toBeInViewport()
    await page.getByRole('link', { name: 'Join Free Now' }).click()
    await expect(page.locator('#signup')).toBeInViewport()
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'About' }).click()
    await expect(page.locator('#about')).toBeInViewport()
    await page.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/#programme$/)
  })

  test('the More menu opens the legal pages', async ({ page }) => {
    await page.goto('/')
    const more = page.getByRole('button', { name: 'More' })
    await openDisclosure(more)
    await page.keyboard.press('Escape')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\/terms-of-service$/)
  })

  test('the mobile menu toggles, has a Legal group and closes on selection', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await openDisclosure(toggle)
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(menu.getByText('Legal')).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Accessibility' })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    // Escape closes it too, and leaves the focus on the button that opened it.
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('#faq')).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/')
    const faq = page.locator('#faq')
    const buttons = faq.getByRole('button')
    await expect(buttons).toHaveCount(6)
    await buttons.nth(0).click()
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.locator('#faq-1-panel')).toBeVisible()
    await buttons.nth(2).click()
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.locator('#faq-1-panel')).toBeHidden()
    await expect(faq.locator('#faq-3-panel')).toBeVisible()
    await buttons.nth(2).click()
    await expect(faq.locator('#faq-3-panel')).toBeHidden()
  })

  test('the intro video shows a poster, then plays with English captions', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: /Play video/ }).click()
    const video = page.locator('#main video')
    await expect(video).toBeVisible()
    await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveCount(1)
    await expect(video).toHaveAttribute('controls', '')
  })

  test('is accessible (axe)', async ({ page }) => {
    await page.goto('/')
    await expectNoAxeViolations(page)
  })
})

test.describe('waiting-list form', () => {
  test('shows every validation message', async ({ page }) => {
    await page.goto('/#signup')
    await page.getByRole('button', { name: 'Join the Waiting List' }).click()
    const form = page.locator('#signup form')
    for (const message of ['Name is required', 'Please enter a valid email address', 'Please select your team size', 'You must agree to receive course materials']) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
  })

  test('joins the waiting list, thanks the visitor and resets the form', async ({ page }) => {
    await page.goto('/#signup')
    await page.getByLabel('Your name').fill('Pat Builder')
    await page.getByLabel('Email address').fill(`pat-${Date.now()}@example.test`)
    await page.getByLabel('Team size').selectOption('2-8')
    await page.getByLabel(/I agree to receive course materials/).check()
    await page.getByRole('button', { name: 'Join the Waiting List' }).click()
    const dialog = page.getByRole('dialog', { name: 'Thank You!' })
    await expect(dialog).toBeVisible()
    // It names the launch as the hero does: both follow the programme's state (tests/e2e/programme-state.spec.ts).
    const launch = await page.locator('#main').getByText(/^The course (launches in|is coming soon|is open now)/).first().textContent()
    await expect(dialog).toContainText(launch!)
    await expect(dialog).toContainText('spam')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByLabel('Your name')).toHaveValue('')
  })

  test('shows the failure toast when the server fails', async ({ page }) => {
    await page.route('**/api/program-signup', (route) => route.fulfill({ status: 500, body: '{"message":"Down"}', contentType: 'application/json' }))
    await page.goto('/#signup')
    await page.getByLabel('Your name').fill('Pat Builder')
    await page.getByLabel('Email address').fill('pat@example.test')
    await page.getByLabel('Team size').selectOption('sole-trader')
    await page.getByLabel(/I agree to receive course materials/).check()
    await page.getByRole('button', { name: 'Join the Waiting List' }).click()
    const failure = toast(page, 'Signup Failed')
    await expect(failure).toBeVisible()
    await expect(failure).toContainText('Please try again or contact support if the problem persists.')
    await expect(page.getByLabel('Your name')).toHaveValue('Pat Builder')
  })
})

test.describe('static pages and 404', () => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/accessibility', 'Accessibility'],
  ]) {
    test(`${path} has its content and a Back to Home link`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'Back to Home' }).first().click()
      await expect(page).toHaveURL(/\/$/)
    })
  }

  test('the privacy policy names every cookie and piece of browser storage, readable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/privacy-policy')
    await expect(page.getByText('There are no analytics, advertising or tracking cookies')).toBeVisible()
    for (const [caption, items] of [
      ['On the website and learner area', siteStorage],
      ['In the staff admin', staffStorage],
    ] as const) {
      const table = page.getByRole('table', { name: caption })
      await expect(table).toBeVisible()
      await expect(table.getByRole('rowheader')).toHaveText(items.map((item) => item.name))
      await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Type', 'What it does', 'How long', 'Needed?'])
    }
    await expect(page.getByRole('rowheader', { name: 'solvingtech-session' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })

  test('an unknown path shows 404 Page Not Found', async ({ page }) => {
    const response = await page.goto('/no-such-page/here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test('a staff edit of a FAQ shows on the landing page without a rebuild', async ({ page }) => {
  const token = await staffLogin()
  const faqs = (await (await fetch(`${process.env.TEST_BASE_URL}/api/faqs?sort=order&limit=1`)).json()) as { docs: { id: string; question: string }[] }
  const faq = faqs.docs[0]
  const question = `Is this question edited live? ${Date.now()}`
  const response = await fetch(`${process.env.TEST_BASE_URL}/api/faqs/${faq.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ question }),
  })
  expect(response.status).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(page.locator('#faq')).toContainText(question, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await fetch(`${process.env.TEST_BASE_URL}/api/faqs/${faq.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ question: faq.question }),
    })
  }
})
