import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { registeredLearner } from '../support/apiClient'
import { testPayload, uniqueEmail } from '../support/payload'
import { createReportsFixture, formulaName, type ReportsFixture } from '../support/reportsFixture'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/** The reports' CSV downloads (/api/reports/...): what they hold, who may have them, and what the audit trail keeps. */
const { baseUrl, staffEmail } = testEnv()
let payload: Payload
let fixture: ReportsFixture
let staffToken: string

const asStaff = (path: string) => fetch(`${baseUrl}${path}`, { headers: { Authorization: `JWT ${staffToken}` } })
const lines = async (response: Response) => (await response.text()).replace(/\r\n$/, '').split('\r\n')

beforeAll(async () => {
  payload = await testPayload()
  fixture = await createReportsFixture(payload)
  staffToken = await staffLogin()
})

const expectCsv = (response: Response, fileName: RegExp) => {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${fileName.source}"$`))
  expect(response.headers.get('cache-control')).toBe('no-store')
}

describe("a course's report as CSV", () => {
  it('holds the funnel and where learners stop, for the period asked for', async () => {
    const response = await asStaff(`/api/reports/courses/${fixture.courseId}/csv?period=all`)
    expectCsv(response, /course-report-reports-[0-9-]+\.csv/)
    const title = fixture.courseTitle
    expect(await lines(response)).toEqual([
      'course,period,measure,lessonNumber,lessonTitle,learners',
      `${title},All time,Enrolled,,,7`,
      `${title},All time,Started (a lesson completed or an action sent),,,5`,
      `${title},All time,Sent an action to their coach,,,0`,
      `${title},All time,Half-way (half the lessons completed),,,3`,
      `${title},All time,Completed,,,1`,
      `${title},All time,Stopped after: No lesson completed yet,0,,2`,
      `${title},All time,Stopped after: 1. Lesson 1,1,Lesson 1,3`,
      `${title},All time,Stopped after: 2. Lesson 2,2,Lesson 2,1`,
      `${title},All time,Stopped after: 3. Lesson 3,3,Lesson 3,0`,
      `${title},All time,Stopped after: 4. Lesson 4,4,Lesson 4,0`,
    ])
  })

  it('counts the enrolments between two dates, both days included', async () => {
    const day = (daysAgo: number) => fixture.daysAgo(daysAgo).slice(0, 10)
    const response = await asStaff(`/api/reports/courses/${fixture.courseId}/csv?from=${day(16)}&to=${day(9)}`)
    expectCsv(response, /course-report-reports-[0-9-]+\.csv/)
    const rows = await lines(response)
    // Enrolled 15 and 10 days ago: "Went back to 1" (3 lessons) and "Half-way, active" (2 lessons).
    expect(rows.slice(1, 6).map((row) => row.split(',').slice(2).join(','))).toEqual([
      'Enrolled,,,2',
      'Started (a lesson completed or an action sent),,,2',
      'Sent an action to their coach,,,0',
      'Half-way (half the lessons completed),,,2',
      'Completed,,,0',
    ])
  })
})

describe('the stuck learners as CSV', () => {
  it('lists each with course, lessons, last activity and next lesson, formula-like names made harmless', async () => {
    const response = await asStaff('/api/reports/stuck-learners/csv')
    expectCsv(response, /stuck-learners\.csv/)
    const [header, ...rows] = await lines(response)
    expect(header).toBe('learnerName,learnerEmail,course,lessonsCompleted,totalLessons,lastActiveAt,nextLessonNumber,nextLessonTitle')
    const stopped = rows.find((row) => row.startsWith('Stopped after 1,') && row.includes(fixture.courseTitle))
    expect(stopped).toMatch(new RegExp(`^Stopped after 1,[^,]+@[^,]+,${fixture.courseTitle},1,4,${fixture.daysAgo(25).replace(/[.]/g, '\\.')},2,Lesson 2$`))
    const formulaRow = rows.find((row) => row.includes(`Formula ${fixture.courseTitle.slice('Reports '.length)}`))
    expect(formulaRow?.startsWith(`"'${formulaName.replace(/"/g, '""')}",`)).toBe(true)
  })
})

describe("a learner's lessons as CSV", () => {
  it('lists each lesson they completed with its date', async () => {
    const response = await asStaff(`/api/reports/learners/${fixture.learners['Went back to 1']}/csv`)
    expectCsv(response, /learner-lessons-went-back-to-1\.csv/)
    const [header, ...rows] = await lines(response)
    expect(header).toBe('learnerName,learnerEmail,course,lessonNumber,lessonTitle,completedAt')
    expect(rows.map((row) => row.split(',').slice(2).join(','))).toEqual([
      `${fixture.courseTitle},1,Lesson 1,${fixture.daysAgo(12)}`,
      `${fixture.courseTitle},2,Lesson 2,${fixture.daysAgo(14)}`,
      `${fixture.courseTitle},3,Lesson 3,${fixture.daysAgo(13)}`,
    ])
  })
})

describe('the report downloads', () => {
  const paths = () => [
    `/api/reports/courses/${fixture.courseId}/csv`,
    '/api/reports/stuck-learners/csv',
    `/api/reports/learners/${fixture.learners.Finished}/csv`,
  ]

  it('are refused to visitors and to learners, even with their own session', async () => {
    const { client } = await registeredLearner(uniqueEmail('report-learner'))
    const learnerToken = client.cookie?.split('=')[1] ?? ''
    for (const path of paths()) {
      for (const headers of [{}, { cookie: client.cookie ?? '' }, { Authorization: `JWT ${learnerToken}` }] as Record<string, string>[]) {
        const response = await fetch(`${baseUrl}${path}`, { headers })
        expect(response.status).toBe(403)
        expect(await response.text()).not.toContain('@')
      }
    }
  })

  it('are each recorded in the audit trail as a staff export, with what was asked for', async () => {
    const since = new Date().toISOString()
    const asked = `/api/reports/courses/${fixture.courseId}/csv?period=90d`
    expect((await asStaff(asked)).status).toBe(200)
    expect((await asStaff('/api/reports/courses/not-a-course/csv')).status).toBe(404)
    const result = await payload.db.drizzle.execute(sql`
      SELECT outcome, account_type, account_email, detail FROM audit_events
      WHERE event = 'staff-export' AND created_at >= ${since} AND detail LIKE '/api/reports/%' ORDER BY created_at`)
    expect(result.rows).toEqual([
      { outcome: 'success', account_type: 'staff', account_email: staffEmail, detail: expect.stringMatching(new RegExp(`^${asked.replace(/[?]/g, '\\?')} · \\d+ rows?$`)) },
      { outcome: 'failure', account_type: 'staff', account_email: staffEmail, detail: '/api/reports/courses/not-a-course/csv' },
    ])
  })

  it('answer 404 for an unknown or malformed id and 400 for a period they cannot read, never 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const path of [
      `/api/reports/courses/${unknown}/csv`,
      '/api/reports/courses/not-an-id/csv',
      '/api/reports/courses/%27%20OR%201%3D1/csv',
      `/api/reports/learners/${unknown}/csv`,
      '/api/reports/learners/42/csv',
    ]) {
      const response = await asStaff(path)
      expect(response.status, path).toBe(404)
      expect(((await response.json()) as { message: string }).message).toMatch(/^There is no (course|learner) with this id$/)
    }
    for (const query of ['from=2026-02-30', 'to=yesterday', 'from=2026-03-01&to=2026-02-01', 'period=forever']) {
      const response = await asStaff(`/api/reports/courses/${fixture.courseId}/csv?${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/date|period/)
    }
  })
})
