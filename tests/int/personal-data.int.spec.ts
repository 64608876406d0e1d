
import { sql } from '@payloadcms/db-postgres'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LearnerCertificate } from '@/domains/certificates/certificates'
import { programmeFigures } from '@/domains/reports/programmeFigures'
import { modulesOf } from '@/lib/server/featureModule'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { learnerPassword } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { newPhone } from '../support/phones'
import { uniqueMobile } from '../support/texts'
import { testEnv } from '../support/testEnv'

/**
 * Your data, yourself (issue 24, point 4): a learner downloads everything we hold about them, and closes their
 * account; staff do both for a request by email. Closing keeps the programme's totals and the certificate's record.
 */
let courses: Awaited<ReturnType<typeof seededCourses>>
let staffToken: string

beforeAll(async () => {
  courses = await seededCourses()
  staffToken = await staffLogin()
})

const sections = ['profile', 'business', 'equality', 'impact-checks', 'quotes', 'team', 'enrolments', 'progress', 'playback', 'workbook', 'workbook-drafts', 'workbook-files', 'calendar-feed', 'calls-joined', 'mentoring', 'mails', 'phones', 'notifications', 'mobile', 'texts', 'certificates', 'requests', 'contact-messages', 'waiting-list', 'audit-events']

/** The ZIP's files, by name, as text. */
const unzipped = async (response: Response): Promise<Record<string, string>> => {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

const jsonOf = (files: Record<string, string>, section: string) => JSON.parse(files[`${section}.json`]) as Record<string, unknown>[]

/** A learner enrolled in the featured course who completed it (so they hold a certificate), signed in on `client`. */
const certifiedLearner = async (label: string) => {
  const email = uniqueEmail(label)
  const { client, user } = await registeredLearner(email, { firstName: 'Dana', lastName: 'Keller', company: 'Keller Roofing', teamSize: '2-8', trade: 'roofing', postcodeDistrict: 'ch5 1aa' })
  expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
  for (const lessonId of courses.featured.lessonIds) expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)
  const [certificate] = (await client.get<LearnerCertificate[]>('/api/v1/certificates')).body
  return { client, user, email, certificate }
}

describe('"Download my data"', () => {
  it('gives the learner a ZIP of JSON and CSV with everything about them and nobody else, and is audited', async () => {
    const { email, user } = await certifiedLearner('data-download')
    const client = new ApiClient()
    expect((await client.post('/api/v1/login', { email, password: learnerPassword })).status).toBe(200)
    expect((await client.put('/api/v1/account/equality', { ageBand: '25-34', disability: 'prefer-not-to-say' })).status).toBe(200)
    const endAnswers = { professionalism: 4, comparingTools: 4, rollingOut: 3, improving: 4, newWays: 5, adminHours: 6, softwareSpend: 30 }
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/checks/end`, endAnswers)).status).toBe(200)
    const phone = newPhone()
    expect((await client.put('/api/v1/account/phone-notifications', { endpoint: phone.endpoint, keys: phone.keys, kinds: ['coachReply'] })).status).toBe(200)
    const other = await registeredLearner(uniqueEmail('data-other'))

    const response = await fetch(`${testEnv().baseUrl}/api/v1/account/data`, { headers: { Cookie: client.cookie! } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="solving-tech-my-data-\d{4}-\d{2}-\d{2}\.zip"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const files = await unzipped(response)
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...sections.flatMap((name) => [`${name}.csv`, `${name}.json`])].sort())

    expect(jsonOf(files, 'profile')).toEqual([expect.objectContaining({ id: user.id, email, first_name: 'Dana', last_name: 'Keller', company: 'Keller Roofing' })])
    expect(files['profile.csv'].split('\r\n')[0]).toContain('email,first_name,last_name')
    expect(jsonOf(files, 'business')).toEqual([expect.objectContaining({ team_size: '2-8', trade: 'roofing', postcode_district: 'CH5', nation: 'Wales', region: 'Wales' })])
    expect(jsonOf(files, 'impact-checks')).toEqual([expect.objectContaining({ stage: 'end', professionalism: 4, software_spend: 30, skips: 0 })])
    expect(jsonOf(files, 'equality')).toEqual([expect.objectContaining({ age_band: '25-34', sex: null, ethnic_group: null, disability: 'prefer-not-to-say' })])
    expect(jsonOf(files, 'enrolments')).toEqual([expect.objectContaining({ lessons_completed: courses.featured.lessonIds.length })])
    expect(jsonOf(files, 'progress')).toHaveLength(courses.featured.lessonIds.length)
    expect(jsonOf(files, 'certificates')).toEqual([expect.objectContaining({ name_on_certificate: 'Dana Keller' })])
    expect(jsonOf(files, 'mails').map((mail) => mail.kind)).toEqual(expect.arrayContaining(['welcome', 'enrolment', 'congratulations']))
    expect(jsonOf(files, 'audit-events').map((event) => event.event)).toContain('learner-sign-in')
    // The phone's choices, never its address or keys: they are a way to reach the phone, not about the learner.
    expect(jsonOf(files, 'phones')).toEqual([expect.objectContaining({ kinds: 'coachReply' })])
    expect(JSON.stringify(files)).not.toContain(phone.endpoint)
    expect(JSON.stringify(files)).not.toContain(phone.keys.auth)
    expect(JSON.stringify(files)).not.toContain(other.user.email)
    expect(files['README.txt']).toContain('certificates: Your certificates')

    const payload = await testPayload()
    const audit = await payload.db.drizzle.execute(sql`
      SELECT detail FROM audit_events WHERE event = 'learner-data-downloaded' AND account_email = ${email}`)
    expect(audit.rows).toEqual([{ detail: 'downloaded by the learner' }])
    expect((await new ApiClient().get('/api/v1/account/data')).status).toBe(401)
  })
})

describe('"Close my account"', () => {
  it('needs the current password, then removes the name and sign-in while totals and the certificate stand', async () => {
    const { client, email, user, certificate } = await certifiedLearner('data-close')
    const payload = await testPayload()
    const before = await programmeFigures(payload)
    await payload.db.drizzle.execute(sql`UPDATE certificates SET completed_at = now() - make_interval(days => 91) WHERE learner_id = ${user.id}`)
    const followUp = { professionalism: 4, comparingTools: 4, rollingOut: 4, improving: 4, newWays: 4, adminHours: 5, softwareSpend: 20, changes: 'Dana quotes from the van now' }
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/checks/follow-up`, followUp)).status).toBe(200)
    const [{ id: profileId }] = (await payload.db.drizzle.execute(sql`SELECT id FROM business_profiles WHERE learner_id = ${user.id}`)).rows as { id: string }[]
    // Their own words elsewhere: a trade of their own, and a message through the contact page.
    expect((await client.put('/api/v1/account/business', { teamSize: '2-8', trade: 'other', tradeOther: 'Thatcher, Keller of Mold', postcodeDistrict: 'CH5' })).status).toBe(200)
    const message = { name: 'Dana Keller', email: email.toUpperCase(), subject: 'Invoice', message: 'Please send the invoice to Dana at Keller Roofing.' }
    expect((await new ApiClient().post('/api/v1/contact', message)).status).toBe(201)
    const phone = newPhone()
    expect((await client.put('/api/v1/account/phone-notifications', { endpoint: phone.endpoint, keys: phone.keys })).status).toBe(200)
    expect((await client.put('/api/v1/account/mobile', { number: uniqueMobile().shown })).status).toBe(200)
    const ownCopy = await unzipped(await fetch(`${testEnv().baseUrl}/api/v1/account/data`, { headers: { Cookie: client.cookie! } }))
    expect(jsonOf(ownCopy, 'contact-messages')).toEqual([expect.objectContaining({ subject: 'Invoice', message: message.message })])

    const wrong = await client.post('/api/v1/account/close', { currentPassword: 'not-my-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }] })
    expect((await client.post('/api/v1/account/close', {})).status).toBe(400)

    const sessionCookie = client.cookie!
    const closed = await client.post('/api/v1/account/close', { currentPassword: learnerPassword })
    expect(closed.status).toBe(200)
    expect(closed.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    // Signed out everywhere: the old cookie opens nothing.
    expect((await new ApiClient().get('/api/v1/me', { headers: { cookie: sessionCookie } })).status).toBe(401)

    const stored = await payload.db.drizzle.execute(sql`
      SELECT email, first_name, last_name, name, company, closed_at FROM course_users WHERE id = ${user.id}`)
    expect(stored.rows[0]).toMatchObject({ email: `closed-${user.id}@closed.invalid`, first_name: null, last_name: null, name: 'Closed account' })
    expect((stored.rows[0] as { closed_at: Date | null }).closed_at).not.toBeNull()
    const traces = await payload.db.drizzle.execute(sql`
      SELECT (SELECT count(*) FROM mail_deliveries WHERE "to" = ${email})::int AS mails,
        (SELECT count(*) FROM audit_events WHERE account_email = ${email})::int AS audit,
        (SELECT count(*) FROM certificates WHERE learner_id = ${user.id} AND learner_name LIKE '%Dana%')::int AS certificates_named,
        (SELECT count(*) FROM push_subscriptions WHERE learner_id = ${user.id} OR endpoint = ${phone.endpoint})::int AS phones,
        (SELECT count(*) FROM mobile_numbers WHERE learner_id = ${user.id})::int AS mobiles`)
    expect(traces.rows[0]).toEqual({ mails: 0, audit: 0, certificates_named: 0, phones: 0, mobiles: 0 })
    // The business details and the answers about it stay for the funder's totals, unlinked; their own words go.
    const kept = await payload.db.drizzle.execute(sql`
      SELECT p.learner_id, p.team_size, p.trade, p.trade_other, k.stage, k.professionalism::float AS professionalism, k.changes
      FROM business_profiles p JOIN impact_checks k ON k.respondent_id = p.id WHERE p.id = ${profileId}`)
    expect(kept.rows).toEqual([{ learner_id: null, team_size: '2-8', trade: 'other', trade_other: null, stage: 'follow-up', professionalism: 4, changes: null }])
    const messages = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM contact_messages WHERE lower(email) = ${email}`)
    expect(messages.rows).toEqual([{ n: 0 }])
    // The old email and password open nothing (the attempt is audited under the email typed, as any unknown one is).
    expect((await new ApiClient().post('/api/v1/login', { email, password: learnerPassword })).status).toBe(401)

    // The programme's figures do not drop.
    const after = await programmeFigures(payload)
    expect(after.learners).toBe(before.learners)
    expect(after.courses.find((course) => course.id === courses.featured.id)).toEqual(before.courses.find((course) => course.id === courses.featured.id))

    // The certificate still verifies, without the name; its PDF is not served.
    const page = await (await fetch(`${testEnv().baseUrl}/certificates/${certificate.code}`)).text()
    expect(page).toContain('This certificate was issued by Solving Tech and has not been revoked.')
    expect(page).toContain('closed their Solving Tech account')
    expect(page).not.toContain('Dana')
    expect((await fetch(`${testEnv().baseUrl}/certificates/${certificate.code}/pdf`)).status).toBe(404)

    const audit = await payload.db.drizzle.execute(sql`
      SELECT outcome, detail FROM audit_events WHERE event = 'learner-account-closed' AND account_email = ${`closed-${user.id}@closed.invalid`} ORDER BY created_at`)
    expect(audit.rows).toEqual([
      { outcome: 'failure', detail: 'wrong password' },
      { outcome: 'success', detail: 'closed by the learner' },
    ])
  }, 60_000)
})

describe('staff, for a request by email', () => {
  const asStaff = (path: string, init: RequestInit = {}) =>
    fetch(`${testEnv().baseUrl}${path}`, { ...init, headers: { ...init.headers, Authorization: `JWT ${staffToken}`, Origin: testEnv().baseUrl } })

  it('download a learner’s data and close the account, typing the email to confirm; both audited; nobody else can', async () => {
    const email = uniqueEmail('data-staff')
    const { client, user } = await registeredLearner(email, { teamSize: 'sole-trader', trade: 'electrician', postcodeDistrict: 'BT1 1AA' })
    // Answers staff may only ever count in groups: the equality questions and a course's impact check.
    expect((await client.put('/api/v1/account/equality', { ageBand: '35-44', sex: 'female', ethnicGroup: 'black', disability: 'yes' })).status).toBe(200)
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    const baseline = { professionalism: 2, comparingTools: 1, rollingOut: 3, improving: 2, newWays: 1, adminHours: 17, softwareSpend: 93 }
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/checks/baseline`, baseline)).status).toBe(200)
    const zip = await asStaff(`/api/course-users/${user.id}/personal-data`)
    expect(zip.status).toBe(200)
    const files = await unzipped(zip)
    expect(jsonOf(files, 'profile')).toEqual([expect.objectContaining({ email })])
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...sections.filter((name) => !['equality', 'impact-checks', 'quotes'].includes(name)).flatMap((name) => [`${name}.csv`, `${name}.json`])].sort(),
    )
    const everything = Object.values(files).join('\n')
    // By their columns, and by values no id or time can hold ("35-44" alone can sit inside a UUID).
    for (const answer of ['age_band', 'ethnic_group', '"35-44"', 'female', 'black', 'software_spend', 'admin_hours']) expect(everything).not.toContain(answer)
    expect(files['README.txt']).toContain('Left out of this copy, which staff made for you')
    expect(files['README.txt']).toContain('equality: Your answers to the optional equality questions')
    expect(files['README.txt']).toContain('"Download my data"')
    // The learner's own copy keeps both.
    const own = await unzipped(await fetch(`${testEnv().baseUrl}/api/v1/account/data`, { headers: { Cookie: client.cookie! } }))
    expect(jsonOf(own, 'equality')).toEqual([expect.objectContaining({ age_band: '35-44', sex: 'female', ethnic_group: 'black', disability: 'yes' })])
    expect(jsonOf(own, 'impact-checks')).toEqual([expect.objectContaining({ stage: 'baseline', software_spend: 93 })])
    expect((await client.get(`/api/course-users/${user.id}/personal-data`)).status).toBe(401)
    expect((await fetch(`${testEnv().baseUrl}/api/course-users/${user.id}/personal-data`)).status).toBe(401)

    const close = (confirmEmail: string) =>
      asStaff(`/api/course-users/${user.id}/close`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ confirmEmail }) })
    expect((await close('someone@else.test')).status).toBe(400)
    expect((await client.post(`/api/course-users/${user.id}/close`, { confirmEmail: email })).status).toBe(401)
    expect((await client.get('/api/v1/me')).status).toBe(200)
    expect((await close(email.toUpperCase())).status).toBe(200)
    expect((await close(email)).status).toBe(409)
    expect((await client.get('/api/v1/me')).status).toBe(401)

    const payload = await testPayload()
    const audit = await payload.db.drizzle.execute(sql`
      SELECT event, detail FROM audit_events WHERE account_email IN (${email}, ${`closed-${user.id}@closed.invalid`}) AND event IN ('learner-data-downloaded', 'learner-account-closed') ORDER BY created_at`)
    expect(audit.rows).toEqual([
      { event: 'learner-data-downloaded', detail: `downloaded by staff ${testEnv().staffEmail}` },
      { event: 'learner-data-downloaded', detail: 'downloaded by the learner' },
      { event: 'learner-account-closed', detail: `closed by staff ${testEnv().staffEmail}` },
    ])
  })
})

/**
 * Every table that holds a reference to a learner (a foreign key to course_users, or a column a learner's rows are
 * found by without one) is read by the learner's data download, or is listed here with why it is not: a new feature's
 * table cannot quietly stay out of "everything we hold about you".
 */
describe('the data download covers every table that refers to a learner', () => {
  /** Tables referring to a learner that the download leaves out on purpose, each with why. */
  const leftOut: Record<string, string> = {
    course_users_sessions: 'session rows: live credentials, never exported',
    password_reset_tokens: 'reset links: live credentials, never exported',
    email_change_tokens: 'email-change links: live credentials, never exported',
    sign_in_codes: 'sign-in codes and links: live credentials, never exported',
    payload_locked_documents_rels: "Payload's edit locks of the admin, not about the learner",
    payload_preferences_rels: "Payload's admin preferences, staff only",
  }

  it('reads each of them in a module\'s section of the download, or says why not', async () => {
    const payload = await testPayload()
    const referring = await payload.db.drizzle.execute(sql`
      SELECT DISTINCT source.relname::text AS name
      FROM pg_constraint c
        JOIN pg_class source ON source.oid = c.conrelid
        JOIN pg_class target ON target.oid = c.confrelid
      WHERE c.contype = 'f' AND target.relname = 'course_users'
      UNION
      SELECT DISTINCT table_name::text FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('learner_id', 'respondent_id') AND table_name <> 'course_users'
      ORDER BY 1`)
    const tables = (referring.rows as { name: string }[]).map((row) => row.name)
    console.info(`[personal-data] ${tables.length} tables refer to a learner: ${tables.join(', ')}`)
    for (const table of ['enrollments', 'workbook_answers', 'mentoring_bookings', 'team_members', 'mail_deliveries']) expect(tables).toContain(table)
    // The statements the download runs, as the running app's modules contribute them (src/domains/<name>/module.ts).
    const dialect = new PgDialect()
    const sections = modulesOf(payload).flatMap((feature) => (feature.learnerData ?? []).map((section) => ({ module: feature.name, section })))
    const statements = sections.map(({ section }) => dialect.sqlToQuery(section.query({ id: 'learner', email: 'learner@example.com' })).sql)
    console.info(`[personal-data] ${sections.length} sections from ${new Set(sections.map(({ module }) => module)).size} modules`)
    const unread = tables.filter((table) => !leftOut[table] && !statements.some((statement) => new RegExp(`\\b(FROM|JOIN)\\s+"?${table}\\b`, 'i').test(statement)))
    expect(unread).toEqual([])
  })
})
