import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { registeredLearner } from '../support/apiClient'
import { testPayload, uniqueEmail } from '../support/payload'
import { createReportsFixture, type ReportsFixture } from '../support/reportsFixture'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'
import { pageText } from '../support/pageText'

/** The report screens in the admin: rendered on the server for staff, with the same figures as the SQL; nobody else sees them. */
const { baseUrl } = testEnv()
let payload: Payload
let fixture: ReportsFixture
let staffToken: string

const asStaff = (path: string) => fetch(`${baseUrl}${path}`, { headers: { Authorization: `JWT ${staffToken}` } })
beforeAll(async () => {
  payload = await testPayload()
  fixture = await createReportsFixture(payload)
  staffToken = await staffLogin()
})

describe('the report screens', () => {
  it('list every published course with its funnel for the period, each linked to its report', async () => {
    const response = await asStaff('/admin/reports?period=all')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`href="/admin/reports/courses/${fixture.courseId}?period=all"`)
    expect(pageText(html)).toContain(`${fixture.courseTitle} 7 5 0 3 1 14%`)
  })

  it("show a course's funnel and stop points as charts and tables, its stuck learners linked to their reports, and its CSV", async () => {
    const response = await asStaff(`/admin/reports/courses/${fixture.courseId}?period=all`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2)
    const text = pageText(html)
    expect(text).toContain('Enrolled 7 100%')
    expect(text).toContain('Completed 1 14%')
    expect(text).toContain('1. Lesson 1 3')
    expect(html).toContain(`href="/admin/reports/learners/${fixture.learners['Stopped after 1']}"`)
    expect(html).toContain(`href="/api/reports/courses/${fixture.courseId}/csv?period=all"`)
  })

  it("show a learner's courses, lessons completed with dates, the reminders section and the CSV", async () => {
    const id = fixture.learners['Went back to 1']
    const response = await asStaff(`/admin/reports/learners/${id}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = pageText(html)
    expect(text).toContain(`${fixture.courseTitle}`)
    expect(text).toContain('3 of 4')
    expect(text).toContain('2. Lesson 2')
    expect(html).toMatch(new RegExp(`datetime="${fixture.daysAgo(14).replace(/[.]/g, '\\.')}"`, 'i'))
    expect(text).toContain('Reminders and other mail sent No mail sent yet.')
    expect(html).toContain(`href="/api/reports/learners/${id}/csv"`)
  })

  it('list all the learners who may need a nudge with a count and the CSV', async () => {
    const response = await asStaff('/admin/reports/stuck')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(pageText(html)).toMatch(/\d+ enrolments? (is|are) not finished and had no activity for a week/)
    expect(html).toContain(`href="/admin/reports/learners/${fixture.learners['Not started, silent']}"`)
    expect(html).toContain('href="/api/reports/stuck-learners/csv"')
  })

  it('explain a period they cannot read instead of failing', async () => {
    for (const path of [`/admin/reports/courses/${fixture.courseId}?from=2026-02-30`, '/admin/reports?period=forever']) {
      const response = await asStaff(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html).toContain('These dates could not be used')
      expect(html).not.toContain('role="img"')
    }
  })

  it('answer 404 for an unknown or malformed course or learner, never 500', async () => {
    for (const path of [
      '/admin/reports/courses/00000000-0000-4000-8000-000000000000',
      '/admin/reports/courses/not-an-id',
      '/admin/reports/learners/00000000-0000-4000-8000-000000000000',
      "/admin/reports/learners/1'%20OR%20'1'='1",
      '/admin/reports/courses',
    ]) {
      expect((await asStaff(path)).status, path).toBe(404)
    }
  })

  it('send visitors and learners to the admin sign-in, showing them nothing', async () => {
    const { client } = await registeredLearner(uniqueEmail('report-screen-learner'))
    const learnerToken = client.cookie?.split('=')[1] ?? ''
    const paths = ['/admin/reports', `/admin/reports/courses/${fixture.courseId}`, `/admin/reports/learners/${fixture.learners.Finished}`, '/admin/reports/stuck']
    for (const path of paths) {
      for (const headers of [{}, { cookie: client.cookie ?? '' }, { Authorization: `JWT ${learnerToken}` }] as Record<string, string>[]) {
        const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' })
        const body = await response.text()
        // Next answers a redirect thrown while the admin's frame streams in the page itself (the browser follows it).
        const target = response.headers.get('location') ?? body.match(/NEXT_REDIRECT;replace;([^;]+);307/)?.[1]
        const to = headers.Authorization ? 'unauthorized' : 'login'
        expect(target, `${path} ${JSON.stringify(headers)}`).toBe(`/admin/${to}?redirect=${encodeURIComponent(path)}`)
        // A learner's page may carry their own account (the admin's frame does); never a report's figures or other learners.
        for (const reported of [fixture.courseTitle, 'Went back to 1', 'Stopped after 1', 'Not started, silent']) expect(body).not.toContain(reported)
      }
    }
  })
})
