import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { createLearner, createOwnCourse } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { featuredCourseTitle } from '../support/seedData'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * The audit trail records what staff do to accounts and certificates, and every export with its collection, filter
 * and rows; the export endpoints read only the collections staff may export.
 */
const { baseUrl, staffEmail } = testEnv()
let staffToken: string

const asStaff = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}`, ...init.headers } })

type AuditRow = { event: string; outcome: string; account_email: string | null; client_address: string | null; detail: string | null }

const auditRows = async (event: string, accountEmail: string): Promise<AuditRow[]> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT event, outcome, account_email, client_address, detail FROM audit_events
    WHERE event = ${event} AND account_email = ${accountEmail} ORDER BY created_at`)
  return result.rows as AuditRow[]
}

/** The export rows recorded since `since` whose detail starts with `prefix` (a streamed file is recorded when it ends). */
const exportRowsSince = async (since: Date, prefix: string, expected: number): Promise<AuditRow[]> => {
  const payload = await testPayload()
  const read = async () =>
    (
      await payload.db.drizzle.execute(sql`
        SELECT event, outcome, account_email, client_address, detail FROM audit_events
        WHERE event = 'staff-export' AND created_at >= ${since.toISOString()} AND detail LIKE ${`${prefix}%`} ORDER BY created_at`)
    ).rows as AuditRow[]
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(expected)
  return read()
}

beforeAll(async () => {
  staffToken = await staffLogin()
})

describe('exports', () => {
  const download = (data: Record<string, unknown>) => asStaff('/api/exports/download', { method: 'POST', body: JSON.stringify({ data: { format: 'csv', ...data } }) })

  it('read only the waiting list and enrolments: learners, staff, the audit trail and others answer 403', async () => {
    for (const collectionSlug of ['course-users', 'users', 'audit-events', 'password-reset-tokens', 'certificates', 'nope']) {
      for (const path of ['/api/exports/download', '/api/exports/export-preview']) {
        const response = await asStaff(path, { method: 'POST', body: JSON.stringify({ data: { collectionSlug, format: 'csv' }, collectionSlug }) })
        expect(response.status, `${path} ${collectionSlug}`).toBe(403)
        expect(await response.text()).toContain('Only the waiting list and enrolments can be exported.')
      }
    }
    const saved = await asStaff('/api/exports', { method: 'POST', body: JSON.stringify({ collectionSlug: 'course-users', format: 'csv' }) })
    expect(saved.status).toBe(403)
  })

  it('are recorded with the collection, the filter and the rows written', async () => {
    const email = uniqueEmail('audited-export')
    const payload = await testPayload()
    await payload.create({ collection: 'program-signups', data: { name: 'Audited Export', email, teamSize: '2-8', consent: true } })
    const since = new Date()
    const where = { email: { equals: email } }
    const csv = await download({ collectionSlug: 'program-signups', where })
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain(email)
    // Sorted by name, the file is the plugin's own (not read by keyset): counted from its filter.
    const byName = await download({ collectionSlug: 'program-signups', where, sort: 'name' })
    expect(byName.status).toBe(200)
    expect(await byName.text()).toContain(email)

    const rows = await exportRowsSince(since, 'program-signups', 2)
    expect(rows).toEqual([
      expect.objectContaining({ outcome: 'success', account_email: staffEmail, detail: `program-signups · filter ${JSON.stringify(where)} · 1 row` }),
      expect.objectContaining({ outcome: 'success', account_email: staffEmail, detail: `program-signups · filter ${JSON.stringify(where)} · 1 row` }),
    ])
  })

  it('record a refused export as refused, naming what was asked for', async () => {
    const since = new Date()
    expect((await download({ collectionSlug: 'course-users' })).status).toBe(403)
    expect(await exportRowsSince(since, 'course-users', 1)).toEqual([expect.objectContaining({ outcome: 'refused', detail: 'course-users · filter none' })])
  })
})

describe('staff actions on accounts', () => {
  it('records staff creating and deleting a staff account, and by whom', async () => {
    const email = uniqueEmail('new-staff')
    const created = await asStaff('/api/users', { method: 'POST', body: JSON.stringify({ email, password: 'a long staff password 7', name: 'New Staff' }) })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    expect((await asStaff(`/api/users/${doc.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await auditRows('staff-account-created', email)).toEqual([
      expect.objectContaining({ outcome: 'success', detail: `created by ${staffEmail}`, client_address: expect.stringMatching(/\S/) }),
    ])
    expect(await auditRows('staff-account-deleted', email)).toEqual([expect.objectContaining({ outcome: 'success', detail: `deleted by ${staffEmail}` })])
  })

  it("records staff changing a learner, with the membership's old and new values and the other fields by name only", async () => {
    const payload = await testPayload()
    const learner = await createLearner(payload)
    await staffUpdate(staffToken, 'course-users', String(learner.id), { membershipTier: 'pro', company: 'Renamed Ltd', phone: '07700 900123' })
    const [row] = await auditRows('learner-changed-by-staff', learner.email)
    expect(row).toEqual(expect.objectContaining({ outcome: 'success' }))
    expect(row.detail).toBe(`${staffEmail} changed membershipTier: free → pro; company; phone`)
    expect(row.detail).not.toContain('Renamed')
    expect(row.detail).not.toContain('07700')

    expect((await asStaff(`/api/course-users/${learner.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await auditRows('learner-deleted-by-staff', learner.email)).toEqual([expect.objectContaining({ outcome: 'success' })])
  })

  it("does not record a learner's own profile change as a staff change", async () => {
    const email = uniqueEmail('self-change')
    const { client } = await registeredLearner(email)
    const response = await client.put('/api/v1/profile', { firstName: 'Self', lastName: 'Changed', company: 'Own Co' })
    expect(response.status).toBe(200)
    expect(await auditRows('learner-changed-by-staff', email)).toEqual([])
  })

  it('records revoking and restoring a certificate', async () => {
    const payload = await testPayload()
    const learner = await createLearner(payload)
    const course = { id: (await seededCourses()).featured.id, title: featuredCourseTitle }
    const inserted = await payload.db.drizzle.execute(sql`
      INSERT INTO certificates (learner_id, course_id, code, learner_name, course_title, completed_at)
      VALUES (${learner.id}, ${course.id}, ${randomBytes(32).toString('base64url')}, 'Sam Jones', ${course.title}, now()) RETURNING id`)
    const certificateId = String((inserted.rows[0] as { id: string }).id)
    await staffUpdate(staffToken, 'certificates', certificateId, { revokedAt: new Date().toISOString() })
    await staffUpdate(staffToken, 'certificates', certificateId, { revokedAt: null })
    expect(await auditRows('certificate-revoked', learner.email)).toEqual([
      expect.objectContaining({ detail: `revoked by ${staffEmail}: certificate ${certificateId} for Sam Jones, ${course.title}` }),
    ])
    expect(await auditRows('certificate-restored', learner.email)).toEqual([expect.objectContaining({ detail: expect.stringMatching(/^restored by /) })])
  })
})

describe('staff actions on teams, calls, mentoring and saved comments', () => {
  /** The rows of `event` since `since`, oldest first. */
  const rowsSince = async (event: string, since: Date): Promise<AuditRow[]> => {
    const payload = await testPayload()
    const result = await payload.db.drizzle.execute(sql`
      SELECT event, outcome, account_email, client_address, detail FROM audit_events
      WHERE event = ${event} AND created_at >= ${since.toISOString()} ORDER BY created_at, id`)
    return result.rows as AuditRow[]
  }
  const deleteAsStaff = async (collection: string, id: string) => expect((await asStaff(`/api/${collection}/${id}`, { method: 'DELETE' })).status).toBe(200)

  it('records a team member removed, a seat cap changed and a team deleted, with who did it', async () => {
    const since = new Date()
    const owner = await registeredLearner(uniqueEmail('audited-team-owner'), { company: 'Audit Roofing' })
    const made = await owner.client.post<{ team: { id: string }; invite: { url: string } }>('/api/v1/team', {})
    expect(made.status).toBe(201)
    const token = new URL(made.body.invite.url).pathname.split('/').pop()!
    const memberEmail = uniqueEmail('audited-team-member')
    const member = await registeredLearner(memberEmail)
    expect((await member.client.post(`/api/v1/team-invites/${token}/join`, { userId: member.user.id })).status).toBe(200)
    const payload = await testPayload()
    const [row] = (await payload.find({ collection: 'team-members', where: { learner: { equals: member.user.id } }, depth: 0 })).docs

    await staffUpdate(staffToken, 'teams', made.body.team.id, { seatCap: 12 })
    await staffUpdate(staffToken, 'teams', made.body.team.id, { name: 'Audit Roofing Ltd' })
    await deleteAsStaff('team-members', String(row.id))
    await deleteAsStaff('teams', made.body.team.id)

    expect(await rowsSince('team-seat-cap-changed', since)).toEqual([
      expect.objectContaining({
        outcome: 'success',
        account_email: staffEmail,
        detail: `the seat cap of the team "Audit Roofing" changed from 50 to 12 by ${staffEmail}`,
        client_address: expect.stringMatching(/\S/),
      }),
    ])
    expect(await auditRows('team-member-removed', memberEmail)).toEqual([
      expect.objectContaining({ outcome: 'success', detail: `removed from the team "Audit Roofing Ltd" by ${staffEmail}` }),
    ])
    expect(await auditRows('team-deleted', owner.user.email)).toEqual([
      expect.objectContaining({ detail: `the team "Audit Roofing Ltd" deleted, with its members by ${staffEmail}` }),
    ])
  })

  it("records a call cancelled or deleted, but not a call's other changes", async () => {
    const since = new Date()
    const startsAt = '2032-05-04T17:00:00.000Z'
    const call = await staffCreate<{ id: string }>(staffToken, 'live-sessions', { title: 'Audited call', startsAt, durationMinutes: 60, joinUrl: 'https://meet.example.org/audited' })
    await staffUpdate(staffToken, 'live-sessions', call.id, { description: 'Quoting apps' })
    expect(await rowsSince('call-cancelled', since)).toEqual([])
    await staffUpdate(staffToken, 'live-sessions', call.id, { cancelled: true })
    await deleteAsStaff('live-sessions', call.id)
    expect((await rowsSince('call-cancelled', since)).map((row) => [row.account_email, row.detail])).toEqual([
      [staffEmail, `the call "Audited call" of 4 May 2032, 18:00 (UK time) cancelled by ${staffEmail}`],
      [staffEmail, `the call "Audited call" of 4 May 2032, 18:00 (UK time) deleted by ${staffEmail}`],
    ])
  })

  it('records a mentoring booking cancelled (about the learner) and a mentoring slot deleted', async () => {
    const since = new Date()
    const payload = await testPayload()
    const [mentor] = (await payload.find({ collection: 'people', where: { name: { equals: 'Mark Collins' } }, limit: 1 })).docs
    const courseId = await createOwnCourse(payload, 'Audited mentoring course')
    const slot = (startsAt: string) =>
      staffCreate<{ id: string }>(staffToken, 'mentoring-slots', { mentor: mentor.id, startsAt, durationMinutes: 30, how: 'video', videoUrl: 'https://meet.example.org/audited' })
    const [booked, free] = [await slot('2032-06-07T09:00:00.000Z'), await slot('2032-06-07T11:00:00.000Z')]
    const learnerEmail = uniqueEmail('audited-mentoring')
    const learner = await registeredLearner(learnerEmail)
    expect((await learner.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    const booking = await learner.client.post<{ id: string }>('/api/v1/mentoring/bookings', { slotId: booked.id, courseId, topic: 'Choosing a quoting app' })
    expect(booking.status).toBe(201)

    await staffUpdate(staffToken, 'mentoring-bookings', booking.body.id, { mentorNotes: 'Keen' })
    await staffUpdate(staffToken, 'mentoring-bookings', booking.body.id, { status: 'cancelled' })
    await deleteAsStaff('mentoring-slots', free.id)
    expect(await auditRows('mentoring-booking-cancelled', learnerEmail)).toEqual([
      expect.objectContaining({ outcome: 'success', detail: `the mentoring call of 7 Jun 2032, 10:00 (UK time) with Mark Collins cancelled by ${staffEmail}` }),
    ])
    expect(await rowsSince('mentoring-slot-deleted', since)).toEqual([
      expect.objectContaining({ account_email: staffEmail, detail: `the mentoring slot of 7 Jun 2032, 12:00 (UK time) with Mark Collins deleted by ${staffEmail}` }),
    ])
    // A learner cancelling their own booking is not a staff action.
    const other = await slot('2032-06-07T13:00:00.000Z')
    const own = await learner.client.post<{ id: string }>('/api/v1/mentoring/bookings', { slotId: other.id, courseId, topic: 'Rota apps' })
    expect((await learner.client.post(`/api/v1/mentoring/bookings/${own.body.id}/cancel`)).status).toBe(200)
    expect(await auditRows('mentoring-booking-cancelled', learnerEmail)).toHaveLength(1)
  })

  it('records saved comments created, changed and deleted, by whom', async () => {
    const since = new Date()
    const label = `Audited comment ${Date.now()}`
    const comment = await staffCreate<{ id: string }>(staffToken, 'coach-comments', { label, text: 'Good start: now try it on a real job.' })
    await staffUpdate(staffToken, 'coach-comments', comment.id, { text: 'Good start: now try it on two real jobs.' })
    await deleteAsStaff('coach-comments', comment.id)
    const rows = [
      ...(await rowsSince('saved-comment-created', since)),
      ...(await rowsSince('saved-comment-changed', since)),
      ...(await rowsSince('saved-comment-deleted', since)),
    ].filter((row) => row.detail?.includes(label))
    expect(rows.map((row) => [row.event, row.account_email, row.detail])).toEqual([
      ['saved-comment-created', staffEmail, `the saved comment "${label}" created by ${staffEmail}`],
      ['saved-comment-changed', staffEmail, `the saved comment "${label}" changed (text) by ${staffEmail}`],
      ['saved-comment-deleted', staffEmail, `the saved comment "${label}" deleted by ${staffEmail}`],
    ])
    expect(JSON.stringify(rows)).not.toContain('real job')
  })
})
