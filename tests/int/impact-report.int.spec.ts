import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { registeredLearner } from '../support/apiClient'
import { csvRows } from '../support/csvRows'
import { createOwnCourse } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { pdfText } from '../support/pdfText'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * Reports → Impact (issue 28, points 3 and 4): 40 respondents with known answers give exact means and intervals,
 * overall and by group; a group of fewer than 5 shows "fewer than 5" and is left out of the downloads; downloads name
 * no one and are audited; a deleted learner's answers still count.
 */
const { baseUrl, staffEmail } = testEnv()
let payload: Payload
let staffToken: string
let courseId: string

const asStaff = (path: string) => fetch(`${baseUrl}${path}`, { headers: { Authorization: `JWT ${staffToken}` } })
const csvLines = async (response: Response) => (await response.text()).replace(/\r\n$/, '').split('\r\n')

/**
 * The cohort, answered at the start in March 2026: 20 in teams of 2-8 in Wales whose "professionalism" rose by 1 and 2
 * in turn, 17 sole traders in Scotland whose rose by 1, and 3 in teams of 8-15 (too few to show) whose rose by 3. The
 * other answers stay the same, but software spend, which fell by £10 for everyone.
 */
const cohort = [
  ...Array.from({ length: 20 }, (_each, index) => ({ teamSize: '2-8', district: 'CF10', nation: 'Wales', trade: 'roofing', rise: 1 + (index % 2) })),
  ...Array.from({ length: 17 }, () => ({ teamSize: 'sole-trader', district: 'EH1', nation: 'Scotland', trade: 'electrician', rise: 1 })),
  ...Array.from({ length: 3 }, () => ({ teamSize: '8-15', district: 'CF10', nation: 'Wales', trade: 'roofing', rise: 3 })),
]

const insertCohort = async () => {
  for (const member of cohort) {
    const [{ id }] = (
      await payload.db.drizzle.execute(sql`
        INSERT INTO business_profiles (team_size, trade, postcode_district, nation, region)
        VALUES (${member.teamSize}, ${member.trade}, ${member.district}, ${member.nation}, ${member.nation}) RETURNING id`)
    ).rows as { id: string }[]
    for (const [stage, professionalism, spend, answeredAt] of [
      ['baseline', 2, 100, '2026-03-10T10:00:00Z'],
      ['end', 2 + member.rise, 90, '2026-05-10T10:00:00Z'],
    ] as const) {
      await payload.db.drizzle.execute(sql`
        INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways, admin_hours, software_spend, answered_at)
        VALUES (${id}, ${courseId}, ${stage}, ${professionalism}, 3, 3, 3, 3, 8, ${spend}, ${answeredAt})`)
    }
  }
}

beforeAll(async () => {
  payload = await testPayload()
  staffToken = await staffLogin()
  courseId = await createOwnCourse(payload, 'Impact course')
  await insertCohort()
})

const march = 'from=2026-03-01&to=2026-03-31'

describe('the impact figures as CSV', () => {
  it('give exact means and 95 % intervals overall and by group, and leave out a group of fewer than 5', async () => {
    const response = await asStaff(`/api/reports/impact/${courseId}/csv?${march}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="impact-impact-course-[0-9-]+\.csv"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const rows = csvRows(await response.text())
    expect(rows[0]).toEqual(['course', 'period', 'comparison', 'split', 'group', 'measure', 'learners', 'meanAtStart', 'meanLater', 'meanChange', 'interval95Low', 'interval95High'])
    const find = (split: string, group: string, measure: RegExp, comparison = 'From the start to the end of the course') =>
      rows.filter((row) => row[2] === comparison && row[3] === split && row[4] === group && measure.test(row[5])).map((row) => row.slice(6))
    expect(rows.filter((row) => row[5] === 'Answered at the start').map((row) => row[6])).toEqual(['40'])
    expect(rows.filter((row) => row[5] === 'Also at the end of the course').map((row) => row[6])).toEqual(['40'])

    // Overall: 27 rose by 1, 10 by 2, 3 by 3: mean 1.4, variance 0.4, so 1.4 ± 2.0227 × 0.1.
    expect(find('All', 'All', /^Confidence: Running your business/)).toEqual([['40', '2', '3.4', '1.4', '1.198', '1.602']])
    // Teams of 2-8: 1 and 2 in turn, mean 1.5, variance 20 × 0.25 / 19, so 1.5 ± 2.0930 × 0.1147.
    expect(find('Team size', '2-8 people', /^Confidence: Running your business/)).toEqual([['20', '2', '3.5', '1.5', '1.26', '1.74']])
    expect(find('Team size', 'Sole Trader', /^Confidence: Running your business/)).toEqual([['17', '2', '3', '1', '1', '1']])
    expect(find('Team size', '8-15 people', /./)).toEqual([])
    // Wales holds the 2-8 teams and the 8-15 teams: 20 rises of 1 and 2 and 3 of 3, mean 39 / 23.
    expect(find('Nation', 'Wales', /^Confidence: Running your business/)[0].slice(0, 4)).toEqual(['23', '2', '3.696', '1.696'])
    expect(find('Trade', 'Electrician', /^Software spend/)).toEqual([['17', '100', '90', '-10', '-10', '-10']])
    // Nobody has answered 90 days on: no rows for it.
    expect(rows.filter((row) => row[2] === 'From the start to 90 days after the course')).toEqual([])
    // Nobody named: no email, no profile id.
    expect(rows.flat().join(',')).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}/)
  })

  it('count only the respondents who answered the start in the period', async () => {
    const rows = await csvLines(await asStaff(`/api/reports/impact/${courseId}/csv?from=2026-04-01`))
    expect(rows.filter((line) => line.includes('Answered at the start'))).toEqual([expect.stringMatching(/,Answered at the start,0$/)])
  })
})

describe('the answers by pseudonymous id', () => {
  it('carry a stable id per respondent that is not the profile id, and no business details', async () => {
    const first = await csvLines(await asStaff(`/api/reports/impact/${courseId}/answers-csv?${march}`))
    expect(first[0]).toBe('respondent,stage,professionalism,comparingTools,rollingOut,improving,newWays,adminHours,softwareSpend')
    expect(first).toHaveLength(1 + 80)
    const ids = new Set(first.slice(1).map((line) => line.split(',')[0]))
    expect(ids.size).toBe(40)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/)
    const profileIds = (await payload.db.drizzle.execute(sql`SELECT id FROM business_profiles`)).rows.map((row) => String(row.id).replace(/-/g, ''))
    for (const id of ids) expect(profileIds.some((profileId) => profileId.includes(id))).toBe(false)
    expect(await csvLines(await asStaff(`/api/reports/impact/${courseId}/answers-csv?${march}`))).toEqual(first)
  })
})

describe('the one-page summary', () => {
  it('is a PDF of one page with the overall figures and no names', async () => {
    const response = await asStaff(`/api/reports/impact/${courseId}/pdf?${march}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    expect(text).toContain("Solving Tech: what changed for learners' businesses")
    expect(text).toContain('Answered at the start: 40. Also at the end: 40.')
    expect(text).toContain('40 learners answered both times.')
    expect(text).toMatch(/\+1\.4 \+1\.2 to \+1\.6/)
    expect(text).toContain('Nobody has answered both times yet.')
    expect(Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })
})

describe('the downloads', () => {
  it('are for staff only, audited, and answer 404 and 400 in words', async () => {
    const since = new Date().toISOString()
    const { client } = await registeredLearner(uniqueEmail('impact-learner'))
    for (const kind of ['csv', 'answers-csv', 'pdf']) {
      expect((await fetch(`${baseUrl}/api/reports/impact/${courseId}/${kind}`)).status).toBe(403)
      expect((await fetch(`${baseUrl}/api/reports/impact/${courseId}/${kind}`, { headers: { cookie: client.cookie ?? '' } })).status).toBe(403)
    }
    expect((await asStaff(`/api/reports/impact/${courseId}/pdf?period=90d`)).status).toBe(200)
    expect((await asStaff('/api/reports/impact/00000000-0000-4000-8000-000000000000/csv')).status).toBe(404)
    const badPeriod = await asStaff(`/api/reports/impact/${courseId}/csv?from=2026-02-30`)
    expect(badPeriod.status).toBe(400)
    expect(((await badPeriod.json()) as { message: string }).message).toBe('Dates must be real calendar dates written as YYYY-MM-DD.')
    const audit = await payload.db.drizzle.execute(sql`
      SELECT outcome, account_email, detail FROM audit_events
      WHERE event = 'staff-export' AND created_at >= ${since} AND detail LIKE '/api/reports/impact/%' AND outcome = 'success'`)
    expect(audit.rows).toEqual([{ outcome: 'success', account_email: staffEmail, detail: `/api/reports/impact/${courseId}/pdf?period=90d · 1 row` }])
  })
})

describe('a deleted learner', () => {
  it('still counts in the figures', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('impact-deleted'))
    expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    const answers = { professionalism: 1, comparingTools: 1, rollingOut: 1, improving: 1, newWays: 1, adminHours: 20, softwareSpend: 0 }
    expect((await client.post(`/api/v1/courses/${courseId}/checks/baseline`, answers)).status).toBe(200)
    // Answered with the March cohort, so it counts in the figures below.
    await payload.db.drizzle.execute(sql`
      UPDATE impact_checks SET answered_at = '2026-03-20T10:00:00Z' WHERE respondent_id = (SELECT id FROM business_profiles WHERE learner_id = ${user.id})`)
    const counted = async () => (await csvLines(await asStaff(`/api/reports/impact/${courseId}/csv?${march}`))).filter((line) => line.includes('Answered at the start'))
    expect(await counted()).toEqual([expect.stringMatching(/,Answered at the start,41$/)])
    await payload.delete({ collection: 'course-users', id: user.id, overrideAccess: true })
    expect(await counted()).toEqual([expect.stringMatching(/,Answered at the start,41$/)])
  })
})
