import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LearnerCertificate } from '@/domains/certificates/certificates'
import { certificateFileName, isCertificateCode } from '@/domains/certificates/contract/rules'
import { longDate } from '@/lib/rules/ukTime'
import { issueEarnedCertificates } from '@/migrations/20261124_052116_certificates'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { storedCertificates } from '../support/certificates'
import { pdfText } from '../support/pdfText'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'
import { playWholeVideo } from '../support/playback'

let courses: Awaited<ReturnType<typeof seededCourses>>
let featuredTitle: string
const madeUpCode = 'A'.repeat(43)

beforeAll(async () => {
  courses = await seededCourses()
  const payload = await testPayload()
  featuredTitle = (await payload.findByID({ collection: 'courses', id: courses.featured.id, depth: 0 })).title
})

/** A learner enrolled in the featured course, with helpers to complete its lessons. */
const enrolledLearner = async (label: string, names: Record<string, string> = {}) => {
  const { client, user } = await registeredLearner(uniqueEmail(label), names)
  expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
  const complete = async (lessonId: string) => expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)
  const completeAll = async (lessonIds: string[]) => {
    for (const lessonId of lessonIds) await complete(lessonId)
  }
  const certificates = async () => (await client.get<LearnerCertificate[]>('/api/v1/certificates')).body
  return { client, user, complete, completeAll, certificates }
}

/** A learner who has completed the featured course, and their one certificate. */
const certifiedLearner = async (label: string, names: Record<string, string> = {}) => {
  const learner = await enrolledLearner(label, names)
  await learner.completeAll(courses.featured.lessonIds)
  const [certificate] = await learner.certificates()
  return { ...learner, certificate }
}

describe('issuing', () => {
  it('issues nothing for a partly completed course, and one certificate when its last lesson is completed', async () => {
    const { user, complete, completeAll, certificates } = await enrolledLearner('cert-issue', { firstName: 'Łukasz', lastName: 'Wójcik' })
    const lessons = courses.featured.lessonIds
    await completeAll(lessons.slice(0, -1))
    expect(await certificates()).toEqual([])
    expect(await storedCertificates(user.id)).toEqual([])

    await complete(lessons.at(-1) as string)
    const listed = await certificates()
    expect(listed).toEqual([
      {
        code: expect.any(String),
        courseId: courses.featured.id,
        courseTitle: featuredTitle,
        completedAt: expect.any(String),
        revokedAt: null,
        verificationUrl: `${testEnv().baseUrl}/certificates/${listed[0].code}`,
        pdfUrl: `${testEnv().baseUrl}/certificates/${listed[0].code}/pdf`,
      },
    ])
    expect(isCertificateCode(listed[0].code)).toBe(true)

    const payload = await testPayload()
    const lastCompletion = await payload.db.drizzle.execute(sql`
      SELECT MAX(completed_at) AS at FROM lesson_progress WHERE user_id = ${user.id} AND is_completed`)
    const [stored] = await storedCertificates(user.id)
    expect(stored).toMatchObject({ code: listed[0].code, learner_name: 'Łukasz Wójcik', course_title: featuredTitle, revoked_at: null })
    expect(new Date(stored.completed_at).toISOString()).toBe(new Date((lastCompletion.rows[0] as { at: string }).at).toISOString())
    expect(listed[0].completedAt).toBe(new Date(stored.completed_at).toISOString())

    // Completing again changes nothing.
    await complete(lessons.at(-1) as string)
    await complete(lessons[0])
    expect(await storedCertificates(user.id)).toEqual([stored])
  })

  it('issues one certificate when the last lessons are completed at the same moment, many times over', async () => {
    const { user, complete, completeAll } = await enrolledLearner('cert-race')
    const lessons = courses.featured.lessonIds
    await completeAll(lessons.slice(0, -2))
    await Promise.all(Array.from({ length: 8 }, (_, index) => complete(lessons.at(index % 2 ? -1 : -2) as string)))
    expect(await storedCertificates(user.id)).toHaveLength(1)
  })

  it('issues it when the playback report auto-completes the last lesson', async () => {
    const { client, user, completeAll, certificates } = await enrolledLearner('cert-playback')
    const lessons = courses.featured.lessonIds
    const last = lessons.at(-1) as string
    await completeAll(lessons.slice(0, -1))
    const { videoSeconds } = (await client.get<{ videoSeconds: number }>(`/api/v1/lessons/${last}/playback`)).body
    expect(videoSeconds).toBeGreaterThan(0)
    const report = await playWholeVideo(client, user.id, last, videoSeconds)
    expect(report.body.isCompleted).toBe(true)
    expect((await certificates()).map((each) => each.courseId)).toEqual([courses.featured.id])
    expect(await storedCertificates(user.id)).toHaveLength(1)
  })

  it('keeps the name and title as certified when the learner or the course is renamed later', async () => {
    const { client, user, certificate } = await certifiedLearner('cert-snapshot', { firstName: 'Sam', lastName: 'Jones' })
    expect((await client.put('/api/v1/profile', { firstName: 'Samantha', lastName: 'Jones-Smith', company: 'Jones Build Ltd' })).status).toBe(200)
    const token = await staffLogin()
    await staffUpdate(token, 'courses', courses.featured.id, { title: `${featuredTitle} (renamed)` })
    try {
      const page = await new ApiClient().get(`/certificates/${certificate.code}`)
      expect(page.text).toContain('Sam Jones')
      expect(page.text).toContain(featuredTitle)
      expect(page.text).not.toContain('(renamed)')
      expect(await storedCertificates(user.id)).toMatchObject([{ learner_name: 'Sam Jones', course_title: featuredTitle }])
    } finally {
      await staffUpdate(token, 'courses', courses.featured.id, { title: featuredTitle })
    }
  })

  it('is backfilled by the migration for learners who completed a course before certificates existed', async () => {
    const { user, certificate } = await certifiedLearner('cert-backfill')
    const payload = await testPayload()
    await payload.db.drizzle.execute(sql`DELETE FROM certificates WHERE learner_id = ${user.id}`)
    await payload.db.drizzle.execute(issueEarnedCertificates)
    const [backfilled] = await storedCertificates(user.id)
    expect(isCertificateCode(backfilled.code)).toBe(true)
    expect(backfilled.code).not.toBe(certificate.code)
    expect(new Date(backfilled.completed_at).toISOString()).toBe(certificate.completedAt)
    await payload.db.drizzle.execute(issueEarnedCertificates)
    expect(await storedCertificates(user.id)).toEqual([backfilled])
  })
})

describe('the verification page and the PDF, for anyone with the code', () => {
  it('shows the full details of a valid certificate, signed out, and asks search engines not to list it', async () => {
    const { certificate } = await certifiedLearner('cert-page', { firstName: 'Priya', lastName: "O'Neill" })
    const page = await new ApiClient().get(`/certificates/${certificate.code}`)
    expect(page.status).toBe(200)
    for (const text of ['Valid', 'Priya O&#x27;Neill', featuredTitle, longDate(certificate.completedAt), certificate.code, `/certificates/${certificate.code}/pdf`]) {
      expect(page.text).toContain(text)
    }
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  })

  it('serves an A4 PDF naming the learner and the course, with the verification address', async () => {
    const { certificate } = await certifiedLearner('cert-pdf', { firstName: 'Zoë', lastName: 'Ştefănescu' })
    const response = await fetch(`${testEnv().baseUrl}/certificates/${certificate.code}/pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${certificateFileName(featuredTitle)}"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const text = await pdfText(bytes)
    for (const expected of ['Solving Tech', 'Certificate of completion', 'Zoë Ştefănescu', longDate(certificate.completedAt), certificate.code]) {
      expect(text).toContain(expected)
    }
    expect(text.replace(/\s/g, '')).toContain(featuredTitle.replace(/\s/g, ''))
    expect(text.replace(/\s/g, '')).toContain(certificate.verificationUrl)
  })

  it('says revoked, with the date, once staff revoke it; its PDF is no longer served', async () => {
    const { user, certificate, certificates } = await certifiedLearner('cert-revoke')
    const [stored] = await storedCertificates(user.id)
    const revokedAt = '2026-12-03T12:00:00.000Z'
    await staffUpdate(await staffLogin(), 'certificates', stored.id, { revokedAt })

    const page = await new ApiClient().get(`/certificates/${certificate.code}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Revoked on 3 December 2026')
    expect(page.text).not.toContain('Download PDF')
    expect((await fetch(`${testEnv().baseUrl}/certificates/${certificate.code}/pdf`)).status).toBe(404)
    expect(await certificates()).toEqual([{ ...certificate, revokedAt, pdfUrl: null }])

    // With a sentence saying why, the page says it under "Revoked on".
    const reason = 'The assessment was sat by someone else.'
    await staffUpdate(await staffLogin(), 'certificates', stored.id, { revokedReason: reason })
    expect((await new ApiClient().get(`/certificates/${certificate.code}`)).text).toContain(reason)
  })

  it('answers a 404 page for a made-up or malformed code, never a 500', async () => {
    const anonymous = new ApiClient()
    for (const code of [madeUpCode, 'abc', '%00', 'x'.repeat(5000), '..%2F..%2Fapi', encodeURIComponent("' OR 1=1 --")]) {
      const page = await anonymous.get(`/certificates/${code}`)
      expect(page.status, code.slice(0, 40)).toBe(404)
      expect(page.text).toContain('Certificate not found')
      expect((await anonymous.get(`/certificates/${code}/pdf`)).status, code.slice(0, 40)).toBe(404)
    }
  })
})

describe('GET /api/v1/certificates', () => {
  it("answers the learner's own (200), nobody signed out (401), and not someone else's (403)", async () => {
    const { client, user } = await enrolledLearner('cert-api')
    expect(await client.get('/api/v1/certificates').then((answer) => [answer.status, answer.body])).toEqual([200, []])
    expect((await client.get(`/api/v1/certificates?userId=${user.id}`)).status).toBe(200)
    expect((await new ApiClient().get('/api/v1/certificates')).status).toBe(401)
    const other = await registeredLearner(uniqueEmail('cert-api-other'))
    expect((await client.get(`/api/v1/certificates?userId=${other.user.id}`)).status).toBe(403)
  })
})
