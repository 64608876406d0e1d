import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { testPayload, uniqueEmail } from '../support/payload'
import { featuredCourseTitle, featuredLessonCount, percentOf } from '../support/seedData'
import { testEnv } from '../support/testEnv'
import { staffTokenOf } from '../support/staffApi'

const { baseUrl, staffEmail, staffPassword } = testEnv()
let staffToken: string

const download = (collectionSlug: string, headers: Record<string, string>, data: Record<string, unknown> = {}) =>
  fetch(`${baseUrl}/api/exports/download`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data: { collectionSlug, format: 'csv', ...data } }),
  })

const csvLines = async (response: Response) => (await response.text()).trim().split(/\r?\n/)

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staffEmail, password: staffPassword }),
  })
  staffToken = staffTokenOf(login)
})

describe('CSV exports', () => {
  it('give staff the waiting list with readable columns', async () => {
    const email = uniqueEmail('export')
    const payload = await testPayload()
    await payload.create({ collection: 'program-signups', data: { name: 'Casey Export', email, company: 'Export Ltd', teamSize: '2-8', consent: true } })

    const response = await download('program-signups', { Authorization: `JWT ${staffToken}` })
    expect(response.status).toBe(200)
    const [header, ...rows] = await csvLines(response)
    expect(header).toBe('name,email,company,teamSize,consent,signedUpAt,placeConfirmedAt')
    expect(rows.find((row) => row.includes(email))).toMatch(new RegExp(`^Casey Export,${email},Export Ltd,2-8 people,Yes,\\d{4}-\\d{2}-\\d{2}T`))
  })

  it('write text that starts like a spreadsheet formula as text', async () => {
    const email = uniqueEmail('export-formula')
    const payload = await testPayload()
    await payload.create({ collection: 'program-signups', data: { name: '=HYPERLINK("http://x")', email, company: '+44 Ltd', teamSize: '2-8', consent: true } })

    const response = await download('program-signups', { Authorization: `JWT ${staffToken}` })
    expect(response.status).toBe(200)
    const [, ...rows] = await csvLines(response)
    expect(rows.find((row) => row.includes(email))).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://x""\\)",${email},'\\+44 Ltd,`))
  })

  it("write formula-like text as text in the plugin's own files too (another order than the keyset's)", async () => {
    const email = uniqueEmail('export-formula-sorted')
    const payload = await testPayload()
    await payload.create({ collection: 'program-signups', data: { name: '@SUM(1+1)', email, company: '-2+3', teamSize: '2-8', consent: true } })

    const response = await download('program-signups', { Authorization: `JWT ${staffToken}` }, { sort: 'name', where: { email: { equals: email } } })
    expect(response.status).toBe(200)
    const [, ...rows] = await csvLines(response)
    expect(rows.find((row) => row.includes(email))).toMatch(/^'@SUM\(1\+1\),/)
    expect(rows.find((row) => row.includes(email))).toContain(",'-2+3,")
  })

  it('read the waiting list a page at a time after the last row, losing and repeating none, in either order', async () => {
    const company = `Keyset ${Date.now()}`
    const payload = await testPayload()
    // Seven signups, five of them at the same moment, so a page boundary falls inside a tie on the signup time.
    await payload.db.drizzle.execute(sql`
      INSERT INTO program_signups (name, email, company, team_size, consent, created_at, updated_at)
      SELECT 'Signup ' || n, 'keyset-' || n || '-' || ${company.replace(/\D/g, '')} || '@example.test', ${company}, '2-8', true,
             CASE WHEN n IN (1, 7) THEN now() - n * interval '1 minute' ELSE now() - interval '3 minutes' END, now()
      FROM generate_series(1, 7) AS n`)
    const where = { company: { equals: company } }
    const names = async (data: Record<string, unknown>) => {
      const response = await download('program-signups', { Authorization: `JWT ${staffToken}` }, { where, batchSize: 2, ...data })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+-program-signups\.csv"$/)
      const [header, ...rows] = await csvLines(response)
      expect(header).toBe('name,email,company,teamSize,consent,signedUpAt,placeConfirmedAt')
      return rows.map((row) => row.split(',')[0])
    }

    const oldestFirst = await names({ sort: 'createdAt' })
    expect(oldestFirst).toHaveLength(7)
    expect(new Set(oldestFirst).size).toBe(7)
    expect(oldestFirst[0]).toBe('Signup 7')
    expect(oldestFirst[6]).toBe('Signup 1')
    const newestFirst = [...oldestFirst].reverse()
    // No order given: newest first, as the admin list shows it.
    expect(await names({})).toEqual(newestFirst)
    expect(await names({ sort: '-createdAt' })).toEqual(newestFirst)
    expect(await names({ limit: 3 })).toEqual(newestFirst.slice(0, 3))
    // Another order goes to the plugin's own download, which reads the same rows.
    expect((await names({ sort: 'name' })).sort()).toEqual([...oldestFirst].sort())
  })

  it('answer a filter the database cannot run with a message, not a broken file', async () => {
    const response = await download('program-signups', { Authorization: `JWT ${staffToken}` }, { where: { noSuchField: { equals: 'x' } } })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/noSuchField/)
  })

  it("give staff each learner's progress per course", async () => {
    const { featured } = await seededCourses()
    const { client, user } = await registeredLearner(uniqueEmail('export-progress'))
    await client.post(`/api/v1/courses/${featured.id}/enroll`, {})
    await client.post(`/api/v1/lessons/${featured.lessonIds[0]}/complete`, {})

    const response = await download('enrollments', { Authorization: `JWT ${staffToken}` })
    expect(response.status).toBe(200)
    const [header, ...rows] = await csvLines(response)
    expect(header).toBe('learnerEmail,learnerName,courseTitle,lessonsCompleted,totalLessons,progressPercentage,enrolledAt')
    const progress = `,${featuredCourseTitle},1,${featuredLessonCount},${percentOf(1, featuredLessonCount)},`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(rows.find((row) => row.startsWith(`${user.email},`))).toMatch(new RegExp(`${progress}\\d{4}-`))
  })

  it('are refused to visitors and to learners, even with their own token', async () => {
    expect((await download('program-signups', {})).status).toBe(403)
    const { client } = await registeredLearner(uniqueEmail('export-learner'))
    const learnerToken = client.cookie?.split('=')[1] ?? ''
    const attempts: Record<string, string>[] = [{ Authorization: `JWT ${learnerToken}` }, { cookie: client.cookie ?? '' }]
    for (const headers of attempts) {
      const response = await download('program-signups', headers)
      expect(response.status).toBe(403)
      expect(await response.text()).not.toContain('@')
    }
  })
})
