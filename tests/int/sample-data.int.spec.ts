import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registrationFor } from '../support/apiClient'
import { csvRows } from '../support/csvRows'
import { startExtraServer } from '../support/extraServer'
import { freshDatabaseWithoutStaff } from '../support/freshDatabase'
import { pdfText } from '../support/pdfText'
import { uniqueEmail } from '../support/payload'
import { featuredCourseTitle } from '../support/seedData'
import { staffLogin } from '../support/staffApi'
import { prepareDatabase } from '../../scripts/lib/prepareDatabase'

/**
 * Issue 43, point 5: on a fresh site with the sample content, the featured course's impact report, its CSV and its PDF
 * say first that they include sample data; staff remove it all in one audited action, and then they no longer say so.
 * On a database of its own: the removal would take the sample away from every other test.
 */
const note = 'Includes sample data: these figures count the invented learners and businesses of the sample content.'
let fresh: Awaited<ReturnType<typeof freshDatabaseWithoutStaff>>
let server: Awaited<ReturnType<typeof startExtraServer>>
let staffToken: string
let courseId: string

const asStaff = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, { ...init, headers: { Authorization: `JWT ${staffToken}`, 'Content-Type': 'application/json', ...init.headers } })
const remove = (body: unknown) => asStaff('/api/reports/sample-data/remove', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })

beforeAll(async () => {
  fresh = await freshDatabaseWithoutStaff('sample_data')
  // The staff account of the test stack, made as a start makes it in a database that has content.
  await prepareDatabase({ ...process.env, DATABASE_URL: fresh.url })
  server = await startExtraServer({ DATABASE_URL: fresh.url }, { ownPublicUrl: true })
  staffToken = await staffLogin(server.baseUrl)
  const [course] = await fresh.query<{ id: string }>('SELECT id FROM courses WHERE title = $1', [featuredCourseTitle])
  courseId = course.id
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await fresh?.drop()
})

describe('sample data', () => {
  it('is said first on the report, its CSV and its PDF, and removed in one audited action by staff only', async () => {
    const held = await fresh.query<{ learners: number; businesses: number }>(
      'SELECT (SELECT count(*) FROM course_users WHERE is_sample)::int AS learners, (SELECT count(*) FROM business_profiles WHERE is_sample)::int AS businesses',
    )
    expect(held[0]).toEqual({ learners: 3, businesses: 27 })

    const csv = csvRows(await (await asStaff(`/api/reports/impact/${courseId}/csv?period=all`)).text())
    expect(csv[1].at(-1)).toContain(note)
    const pdf = await pdfText(new Uint8Array(await (await asStaff(`/api/reports/impact/${courseId}/pdf?period=all`)).arrayBuffer()))
    expect(pdf.trim().startsWith(note)).toBe(true)
    // Two of the sample's 90-day answers are quoted with a yes (one more said no), the first answered first.
    expect(pdf).toMatch(/In their words “Quotes go out from my phone the same day\.” \(A [^)]+\) “We stopped paying for two apps nobody used\.” \(A [^)]+\)/)
    expect(csv.filter((row) => row[5] === 'Quote').map((row) => row[12])).toEqual(['Quotes go out from my phone the same day.', 'We stopped paying for two apps nobody used.'])
    const screen = await (await asStaff(`/admin/reports/impact/${courseId}?period=all`)).text()
    expect(screen).toContain(`<strong>${note}`)
    const overview = await (await asStaff('/admin/reports/impact')).text()
    // The button as drawn (the words are also in the admin's field descriptions, which every admin page carries).
    const button = '>Remove the sample data</button>'
    expect(overview).toContain(button)

    // Only staff, and only when confirmed.
    const learner = new ApiClient(server.baseUrl)
    expect((await learner.post('/api/v1/register', registrationFor(uniqueEmail('sample-data')))).status).toBe(201)
    expect((await learner.post('/api/reports/sample-data/remove', { confirm: true })).status).toBe(401)
    expect((await new ApiClient(server.baseUrl).post('/api/reports/sample-data/remove', { confirm: true })).status).toBe(401)
    const unconfirmed = await remove({})
    expect(unconfirmed.status).toBe(400)
    expect(((await unconfirmed.json()) as { message: string }).message).toBe('Tick the box to confirm that the sample data goes.')
    expect((await remove('{not json')).status).toBe(400)

    const removed = await remove({ confirm: true })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toMatchObject({ learners: 3, businesses: 27 })
    const left = await fresh.query<{ learners: number; businesses: number; checks: number; answers: number; quotes: number }>(`
      SELECT (SELECT count(*) FROM course_users WHERE is_sample OR email LIKE '%@example.com')::int AS learners,
        (SELECT count(*) FROM business_profiles)::int - (SELECT count(*) FROM business_profiles WHERE learner_id IS NOT NULL)::int AS businesses,
        (SELECT count(*) FROM impact_checks)::int AS checks, (SELECT count(*) FROM workbook_answers)::int AS answers,
        (SELECT count(*) FROM impact_quotes)::int AS quotes`)
    expect(left[0]).toEqual({ learners: 0, businesses: 0, checks: 0, answers: 0, quotes: 0 })
    const audited = await fresh.query<{ account_email: string; detail: string }>("SELECT account_email, detail FROM audit_events WHERE event = 'sample-data-removed'")
    expect(audited).toEqual([{ account_email: process.env.SEED_ADMIN_EMAIL, detail: '3 sample learners and 27 sample businesses removed' }])

    const after = csvRows(await (await asStaff(`/api/reports/impact/${courseId}/csv?period=all`)).text())
    expect(after.flat().join(' ')).not.toContain('Includes sample data')
    expect(await (await asStaff('/admin/reports/impact')).text()).not.toContain(button)
  })
})
