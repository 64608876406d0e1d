import { expect, request as apiRequest, test } from '@playwright/test'
import pg from 'pg'

import { expectNoAxeViolations, expectNoHorizontalScroll, learnerPassword, uniqueEmail } from '../support/browser'
import { decodeQuotedPrintable, waitForMail } from '../support/mail'
import { staffCreate, staffLogin } from '../support/staffApi'
import { signInToAdmin } from '../support/staffBrowser'

/**
 * A learner's words reach the funder only with their yes (issue 43, point 4): staff ask to quote a 90-day answer on
 * the impact report; the learner opens the mail's "No" link on a phone, which records nothing, presses "Yes" instead,
 * and the report quotes them as a business the report's learners share, without their name.
 */
test('staff ask to quote an answer, the learner says yes on their phone, the report quotes them without a name, and a later no takes it out', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000)
  const stamp = `${Date.now()}${test.info().repeatEachIndex}`
  const words = `We quote from the van now and the office saves a day a week (${stamp}).`
  const course = await staffCreate<{ id: string }>(await staffLogin(), 'courses', { title: `Quotes ${stamp}`, summary: 's', description: 'd', isPublished: false, isFree: true })

  const context = await apiRequest.newContext({ baseURL })
  const email = uniqueEmail('quote')
  const registered = await context.post('/api/v1/register', {
    data: { firstName: 'Dylan', lastName: `Quote${stamp}`, name: `Dylan Quote${stamp}`, email, company: `Dylan's Sparks ${stamp}`, password: learnerPassword, confirmPassword: learnerPassword },
  })
  expect(registered.status()).toBe(201)
  const { id: learnerId } = (await registered.json()) as { id: string }
  await context.dispose()

  // The learner (their business as signing up left it, now a sole trader in Wales) and four other sole traders in Wales answered at the start and 90 days on.
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    for (const learner of [learnerId, null, null, null, null]) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO business_profiles (learner_id, team_size, trade, postcode_district, nation, region) VALUES ($1, 'sole-trader', 'electrician', 'CF10', 'Wales', 'Wales')
         ON CONFLICT (learner_id) DO UPDATE SET team_size = EXCLUDED.team_size, trade = EXCLUDED.trade, postcode_district = EXCLUDED.postcode_district,
           nation = EXCLUDED.nation, region = EXCLUDED.region RETURNING id`,
        [learner],
      )
      await db.query(
        `INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways, admin_hours, software_spend, changes, answered_at)
         VALUES ($1, $2, 'baseline', 2, 2, 2, 2, 2, 10, 40, NULL, now() - interval '120 days'),
                ($1, $2, 'follow-up', 4, 4, 4, 4, 4, 6, 60, $3, now() - interval '1 day')`,
        [rows[0].id, course.id, learner ? words : `Another business's change ${stamp}`],
      )
    }
  } finally {
    await db.end()
  }

  // Staff read the answer without a name and ask to quote it.
  await signInToAdmin(page)
  await page.goto(`/admin/reports/impact/${course.id}`)
  const changes = page.getByRole('region', { name: 'What learners changed' })
  const answer = changes.getByRole('listitem').filter({ hasText: words })
  await expect(answer).toContainText('Sole Trader · Wales')
  await expect(changes).not.toContainText(`Quote${stamp}`)
  const since = Date.now()
  await answer.getByRole('button', { name: 'Ask to quote' }).click()
  await expect(changes.getByRole('status')).toHaveText('Picked. We have emailed the learner to ask whether we may quote them.')
  await expect(answer).toContainText('Waiting for their answer')
  await expect(page.getByRole('region', { name: 'In their words' })).toContainText('No quotes yet.')

  // On their phone the learner opens "No" from the mail: nothing is recorded; then they choose yes.
  const mail = decodeQuotedPrintable((await waitForMail(email, /May we quote you/, since)).raw)
  const noLink = /https?:\/\/[^\s"<>]+\/quote\/[A-Za-z0-9_.-]+\?answer=no/.exec(mail)?.[0]
  expect(noLink).toBeTruthy()
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const phone = await phoneContext.newPage()
  await phone.goto(new URL(noLink!).pathname + new URL(noLink!).search)
  await expect(phone.getByRole('heading', { name: 'May we quote you?' })).toBeVisible()
  await expect(phone.getByText(words)).toBeVisible()
  await expect(phone.getByText('Nothing is recorded until you press a button.')).toBeVisible()
  await expect(phone.getByRole('main').getByRole('button').first()).toHaveText("No, don't quote me")
  await expectNoHorizontalScroll(phone)
  await expectNoAxeViolations(phone)
  await page.reload()
  await expect(page.getByRole('region', { name: 'What learners changed' }).getByRole('listitem').filter({ hasText: words })).toContainText('Waiting for their answer')
  await phone.getByRole('button', { name: 'Yes, you may quote me' }).click()
  await expect(phone.getByRole('status')).toHaveText('Thank you. We may quote your words without your name.')
  await expect(phone.getByText(/Your answer: yes, we may quote you/)).toBeVisible()

  // The report quotes them as a sole trader in Wales (five such answered), never by name.
  await page.reload()
  const quoted = page.getByRole('region', { name: 'In their words' })
  await expect(quoted).toContainText(words)
  await expect(quoted).toContainText('A sole trader in Wales')
  await expect(quoted).not.toContainText(`Quote${stamp}`)
  await expect(page.getByRole('region', { name: 'What learners changed' }).getByRole('listitem').filter({ hasText: words })).toContainText('They said yes')

  // Later, from the same mail, they change their mind: the words leave the report.
  await phone.goto(new URL(noLink!).pathname)
  await expect(phone.getByText(/Your answer: yes, we may quote you .* You can change it here\./)).toBeVisible()
  await phone.getByRole('button', { name: "No, don't quote me" }).click()
  await expect(phone.getByRole('status')).toHaveText('Thank you. We will not quote your words.')
  await phoneContext.close()
  await page.reload()
  await expect(page.getByRole('region', { name: 'In their words' })).toContainText('No quotes yet.')
  await expect(page.getByRole('region', { name: 'What learners changed' }).getByRole('listitem').filter({ hasText: words })).toContainText('They said no')
})
