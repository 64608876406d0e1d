import { expect, test } from '@playwright/test'
import pg from 'pg'

import { expectNoAxeViolations } from '../support/browser'
import { exclusively } from '../support/exclusive'
import { signInToAdmin } from '../support/staffBrowser'

/** Runs one statement on the test database. */
const query = async (text: string, values: unknown[] = []) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    return await db.query(text, values)
  } finally {
    await db.end()
  }
}

test("the admin home says when mail is running late, in words, and stops saying it once the mail has gone", async ({ page }) => {
  // A staff digest recorded 14 and a half minutes ago and still waiting (no job: nothing sends it while the test looks).
  await exclusively('mail-running-late', async () => {
    const eventKey = `digest:late-${crypto.randomUUID()}`
    await query(
      `INSERT INTO mail_deliveries (kind, event_key, "to", created_at) VALUES ('digest', $1, 'staff-late@example.com', now() - interval '14 minutes 30 seconds')`,
      [eventKey],
    )
    try {
      await signInToAdmin(page)
      const notice = page.getByRole('status').filter({ hasText: 'Mail is running late' })
      await expect(notice).toHaveText(/^Mail is running late: the oldest waiting email was queued 14 minutes ago\. [\d,]+ emails? (is|are) waiting to be sent\.$/)
      await expectNoAxeViolations(page, '.programme-dashboard__alert')
      // Sent: the home says nothing of it.
      await query(`UPDATE mail_deliveries SET status = 'sent', sent_at = now() WHERE event_key = $1`, [eventKey])
      await page.reload()
      await expect(page.getByRole('heading', { name: 'The programme at a glance' })).toBeVisible()
      await expect(page.getByText('Mail is running late')).toHaveCount(0)
    } finally {
      await query(`DELETE FROM mail_deliveries WHERE event_key = $1`, [eventKey])
    }
  })
})
