import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { downloadedCsvLines, expectNoAxeViolations } from '../support/browser'
import { signInToAdmin } from '../support/staffBrowser'
import { testEnv } from '../support/testEnv'

const day = 24 * 60 * 60 * 1000
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString().slice(0, 10)

/**
 * A published course of three lessons and three learners, written straight to the test database: two enrolled
 * 20 days ago (one completed lesson 1 15 days ago, one nothing), so both are stuck, and one who enrolled today.
 */
const arrangeCourse = async () => {
  const db = new pg.Client({ connectionString: testEnv().databaseUrl })
  await db.connect()
  try {
    const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
    const title = `Reports e2e ${stamp}`
    const courseId = (
      await db.query(`INSERT INTO courses (title, summary, description, is_free, is_published, status) VALUES ($1, 's', 'd', true, true, 'available') RETURNING id`, [
        title,
      ])
    ).rows[0].id as string
    const lessons = (
      await db.query(`INSERT INTO lessons (course_id, title, order_index) SELECT $1, 'Step ' || n, n FROM generate_series(1, 3) n RETURNING id, order_index`, [courseId])
    ).rows as { id: string; order_index: number }[]
    const learner = async (name: string, enrolledDaysAgo: number) => {
      const id = (
        await db.query(`INSERT INTO course_users (name, company, email) VALUES ($1, 'E2E Ltd', $2) RETURNING id`, [
          name,
          `reports-${stamp}-${name.split(' ')[0].toLowerCase()}@example.test`,
        ])
      ).rows[0].id as string
      await db.query(`INSERT INTO enrollments (user_id, course_id, created_at) VALUES ($1, $2, now() - $3 * interval '1 day')`, [id, courseId, enrolledDaysAgo])
      return id
    }
    const stopped = await learner(`Robin Stopped ${stamp}`, 20)
    await learner(`Casey Silent ${stamp}`, 20)
    await learner(`Jo New ${stamp}`, 0)
    const lessonOne = lessons.find((lesson) => Number(lesson.order_index) === 1)?.id
    await db.query(
      `INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, updated_at, created_at)
       VALUES ($1, $2, true, now() - interval '15 days', now() - interval '15 days', now() - interval '15 days')`,
      [stopped, lessonOne],
    )
    return { courseId, title, stoppedName: `Robin Stopped ${stamp}` }
  } finally {
    await db.end()
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The row of a report table whose header cell is `label`. */
const row = (page: Page, table: string, label: string) =>
  page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(`^${escapeRegExp(label)} `) })

test('staff read a course report, change its period, open a stuck learner and download their lessons as CSV', async ({ page }) => {
  // Eight admin screens and three axe runs: like the admin's longer journeys, more than the default minute on a busy machine.
  test.setTimeout(240_000)
  const course = await arrangeCourse()
  await signInToAdmin(page)
  // Two workers signing in as the same staff account at once can lose one session (see certificates.spec.ts): the
  // reports open again after signing in once more if that happened.
  await expect(async () => {
    await page.goto('/admin')
    if (/\/admin\/login/.test(page.url())) await signInToAdmin(page)
    await page.getByRole('link', { name: 'Course reports: funnel and where learners stop' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Course reports' })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Course reports' }).first()).toBeVisible()

  await page.getByRole('link', { name: course.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Report: ${course.title}` })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Learners at each stage' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Learners by the lesson they completed last' })).toBeVisible()
  await expect(row(page, 'Learners at each stage', 'Enrolled')).toContainText('3')
  await expect(row(page, 'Learners at each stage', 'Started (a lesson completed or an action sent)')).toContainText('1')
  await expect(row(page, 'Learners at each stage', 'Completed')).toContainText('0')
  await expect(row(page, 'Learners by the lesson they completed last', 'No lesson completed yet')).toContainText('2')
  await expect(row(page, 'Learners by the lesson they completed last', '1. Step 1')).toContainText('1')
  await expectNoAxeViolations(page, '.staff-report')

  // Only the two who enrolled 20 days ago fall between 25 and 10 days ago.
  await page.getByLabel('From').fill(isoDay(25))
  await page.getByLabel('To (included)').fill(isoDay(10))
  await page.getByRole('button', { name: 'Show these dates' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(25)}&to=${isoDay(10)}`))
  await expect(row(page, 'Learners at each stage', 'Enrolled')).toContainText('2')
  await expect(row(page, 'Learners at each stage', 'Enrolled')).toContainText('100%')
  await page.getByRole('link', { name: 'Last 30 days' }).click()
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
  await expect(row(page, 'Learners at each stage', 'Enrolled')).toContainText('3')

  await page.getByRole('link', { name: course.stoppedName }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Learner: ${course.stoppedName}` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Courses' })).toContainText('1 of 3')
  await expect(page.getByRole('table', { name: 'Lessons completed' })).toContainText('1. Step 1')
  await expect(page.getByRole('heading', { name: 'Reminders and other mail sent' })).toBeVisible()
  await expect(page.getByText('No mail sent yet.')).toBeVisible()
  await expectNoAxeViolations(page, '.staff-report')

  const [header, ...rows] = await downloadedCsvLines(page, () => page.getByRole('link', { name: 'Download their lessons (CSV)' }).click())
  expect(header).toBe('learnerName,learnerEmail,course,lessonNumber,lessonTitle,completedAt')
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatch(new RegExp(`^${course.stoppedName},reports-[^,]+@example\\.test,${course.title},1,Step 1,\\d{4}-\\d{2}-\\d{2}T`))

  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Learners who may need a nudge' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Learners who may need a nudge' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Longest silent first' })).toContainText(course.stoppedName)
  await expectNoAxeViolations(page, '.staff-report')
})
