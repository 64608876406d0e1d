import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LearnerCertificate } from '@/domains/certificates/certificates'
import { reminderCandidates } from '@/domains/learning/reminders'
import { coursesToBookFor } from '@/domains/mentoring'
import { programmeFigures } from '@/domains/reports/programmeFigures'
import { courseFunnels } from '@/domains/reports/reports'
import { recordingsNeedNoEnrolmentMessage } from '@/lib/rules/courseKinds'
import { lessonLockMessages } from '@/lib/rules/lessonAccess'
import { recordingsBelongToTheProgramme, recordingsCertificateRevokedReason } from '@/migrations/20261127_203832_recordings_belong_to_the_programme'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { createOwnCourse } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * Issue 41, point 2: the call recordings belong to the programme. Any learner enrolled in a course of the programme
 * watches them with no enrolment of their own, in the whole lesson player; they never issue a certificate, an
 * enrolment, a reminder or a congratulations mail, nor count in course totals, figures, reports or the mentoring
 * form's course list; certificates issued for them before are revoked, their page saying why.
 */
let courses: Awaited<ReturnType<typeof seededCourses>>
let recording: string

beforeAll(async () => {
  courses = await seededCourses()
  recording = courses.recordings.lessonIds[0]
})

/** A learner enrolled in the featured course: a learner of the programme. */
const programmeLearner = async (label: string) => {
  const { client, user } = await registeredLearner(uniqueEmail(label))
  expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
  return { client, id: String(user.id) }
}

const enrolmentsIn = async (courseId: string, learnerId: string): Promise<number> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ${courseId} AND user_id = ${learnerId}`)
  return Number((result.rows[0] as { n: string }).n)
}

/** Every mail recorded for the learner about a course (each mail is recorded before it is queued), by kind. */
const mailKindsAbout = async (learnerId: string, courseId: string): Promise<string[]> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT kind FROM mail_deliveries WHERE learner_id = ${learnerId} AND course_id = ${courseId} ORDER BY kind`)
  return (result.rows as { kind: string }[]).map((row) => row.kind)
}

describe('a call recording', () => {
  it('opens for a learner enrolled in any course of the programme, with no enrolment of its own, in the whole lesson player', async () => {
    const learner = await programmeLearner('recording-viewer')
    const lesson = await learner.client.get<{ course: { id: string }; videoUrl: string; captionsUrl: string }>(`/api/v1/lessons/${recording}`)
    expect(lesson.status).toBe(200)
    expect(lesson.body.course.id).toBe(courses.recordings.id)
    // The video (with byte ranges, so it seeks), the captions and the transcript, as any lesson's.
    const video = await learner.client.call('GET', lesson.body.videoUrl, undefined, { headers: { Range: 'bytes=0-99' } })
    expect(video.status).toBe(206)
    expect((await learner.client.get(lesson.body.captionsUrl)).status).toBe(200)
    expect((await learner.client.get(`/api/v1/lessons/${recording}/transcript`)).status).toBe(200)
    // Resume: the place is kept and read back.
    expect((await learner.client.post(`/api/v1/lessons/${recording}/playback`, { positionSeconds: 12, watchedRanges: [[0, 12]] })).status).toBe(200)
    expect((await learner.client.get(`/api/v1/lessons/${recording}/playback`)).body).toMatchObject({ positionSeconds: 12 })

    const course = await learner.client.get<{ kind: string; enrollment: { isEnrolled: boolean }; lessons: { isAccessible: boolean }[] }>(`/api/v1/courses/${courses.recordings.id}`)
    expect(course.body).toMatchObject({ kind: 'recordings', enrollment: { isEnrolled: false } })
    expect(course.body.lessons.every((each) => each.isAccessible)).toBe(true)
    expect(await enrolmentsIn(courses.recordings.id, learner.id)).toBe(0)
  })

  it('stays shut to a learner in no course of the programme, who is asked to join one and cannot enrol in the recordings', async () => {
    const { client: outsider, user } = await registeredLearner(uniqueEmail('recording-outsider'))
    const refused = await outsider.get<{ message: string }>(`/api/v1/lessons/${recording}`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(lessonLockMessages.programme)
    expect((await new ApiClient().get(`/api/v1/lessons/${recording}`)).status).toBe(401)

    const enrolling = await outsider.post<{ message: string }>(`/api/v1/courses/${courses.recordings.id}/enroll`, {})
    expect(enrolling.status).toBe(409)
    expect(enrolling.body.message).toBe(recordingsNeedNoEnrolmentMessage)
    expect((await outsider.get(`/api/v1/lessons/${recording}`)).status).toBe(403)
    expect(await enrolmentsIn(courses.recordings.id, String(user.id))).toBe(0)
    expect(await mailKindsAbout(String(user.id), courses.recordings.id)).toEqual([])

    // Enrolled only in a paid course not paid for, whose lessons stay shut: not a learner of the programme yet.
    expect((await outsider.post(`/api/v1/courses/${courses.paid.id}/enroll`, {})).status).toBe(201)
    expect((await outsider.get(`/api/v1/lessons/${recording}`)).status).toBe(403)
    // A free course of the programme opens every recording.
    expect((await outsider.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    expect((await outsider.get(`/api/v1/lessons/${recording}`)).status).toBe(200)
  })

  it('is completed with no certificate and no mail, and counts in no course total, figure, report or course list', async () => {
    const learner = await programmeLearner('recording-complete')
    const learnerClient = learner.client
    const completed = await learnerClient.post(`/api/v1/lessons/${recording}/complete`, {})
    expect(completed.status).toBe(200)
    expect(completed.body).toMatchObject({ isCompleted: true })
    expect((await learnerClient.get(`/api/v1/lessons/${recording}/playback`)).body).toMatchObject({ isCompleted: true })

    const payload = await testPayload()
    // No certificate, no enrolment, and no mail about the recordings (enrolment, congratulations, reminder or other).
    expect((await learnerClient.get<LearnerCertificate[]>('/api/v1/certificates')).body).toEqual([])
    const stored = await payload.db.drizzle.execute(sql`SELECT id FROM certificates WHERE learner_id = ${learner.id}`)
    expect(stored.rows).toEqual([])
    expect(await enrolmentsIn(courses.recordings.id, learner.id)).toBe(0)
    expect(await mailKindsAbout(learner.id, courses.recordings.id)).toEqual([])
    // A week and more of silence later, the reminders are about the featured course alone.
    const reminders = (await reminderCandidates(payload, new Date(Date.now() + 8 * 86_400_000))).filter((each) => String(each.learnerId) === learner.id)
    expect(reminders.map((each) => String(each.courseId))).toEqual([courses.featured.id])

    // The dashboard's lesson totals: the featured course only.
    const progress = (await learnerClient.get<{ course: { id: string } }[]>('/api/v1/enrollments/progress')).body
    expect(progress.map((item) => item.course.id)).toEqual([courses.featured.id])
    // The catalogue, the admin's figures, the course reports and the mentoring form's course list leave it out.
    const catalogue = (await new ApiClient().get<{ id: string }[]>('/api/v1/courses')).body
    expect(catalogue.map((course) => course.id)).toContain(courses.featured.id)
    expect(catalogue.map((course) => course.id)).not.toContain(courses.recordings.id)
    expect((await programmeFigures(payload)).courses.map((course) => course.id)).not.toContain(courses.recordings.id)
    const funnels = await courseFunnels(payload, {})
    expect(funnels.map((funnel) => funnel.courseId)).toContain(courses.featured.id)
    expect(funnels.map((funnel) => funnel.courseId)).not.toContain(courses.recordings.id)
    expect((await coursesToBookFor(payload, learner.id)).map((course) => course.id)).toEqual([courses.featured.id])
  })

  it('cannot be enrolled in by staff either, nor can a course learners are enrolled in become the recordings', async () => {
    const learner = await programmeLearner('recording-staff-enrolment')
    const staffToken = await staffLogin()
    const enrolment = await fetch(`${testEnv().baseUrl}/api/enrollments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ user: learner.id, course: courses.recordings.id }),
    })
    expect(enrolment.status).toBe(400)
    expect(await enrolmentsIn(courses.recordings.id, learner.id)).toBe(0)

    // Nor is a course learners are enrolled in made into the recordings: staff are told why.
    const payload = await testPayload()
    const courseId = await createOwnCourse(payload, 'Becoming recordings')
    expect((await learner.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    const changed = await fetch(`${testEnv().baseUrl}/api/courses/${courseId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ kind: 'recordings' }),
    })
    expect(changed.status).toBe(400)
    expect(await changed.text()).toContain("This course can't hold the call recordings: 1 learner is enrolled in it")
    expect((await payload.findByID({ collection: 'courses', id: courseId, depth: 0 })).kind).toBe('programme')
  })
})

describe('certificates issued for the recordings before they were the programme\'s', () => {
  it('are revoked by the migration, their page saying why in a sentence; the enrolments go, the progress stays', async () => {
    const payload = await testPayload()
    // The old model: the recordings were a free course of their own, enrolled in, completed and certified.
    const courseId = await createOwnCourse(payload, 'Old recordings course')
    const [lesson] = (await payload.find({ collection: 'lessons', where: { course: { equals: courseId } }, limit: 1, depth: 0 })).docs
    const call = await payload.create({
      collection: 'live-sessions',
      data: { title: 'An old recorded call', startsAt: '2026-01-06T19:00:00.000Z', startsAt_tz: 'Europe/London', durationMinutes: 60, joinUrl: 'https://meet.example.org/old' },
      overrideAccess: true,
    })
    await payload.db.drizzle.execute(sql`UPDATE live_sessions SET recording_id = ${lesson.id} WHERE id = ${call.id}`)
    const learner = await programmeLearner('recording-old-certificate')
    expect((await learner.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    expect((await learner.client.post(`/api/v1/lessons/${lesson.id}/complete`, {})).status).toBe(200)
    const [issued] = (await learner.client.get<LearnerCertificate[]>('/api/v1/certificates')).body
    expect(issued).toMatchObject({ courseId, revokedAt: null })

    for (const statement of recordingsBelongToTheProgramme) await payload.db.drizzle.execute(statement)

    expect((await payload.findByID({ collection: 'courses', id: courseId, depth: 0 })).kind).toBe('recordings')
    const [revoked] = (await learner.client.get<LearnerCertificate[]>('/api/v1/certificates')).body
    expect(revoked).toMatchObject({ code: issued.code, revokedAt: expect.any(String), pdfUrl: null })
    const page = await (await fetch(issued.verificationUrl)).text()
    expect(page).toContain('Revoked on')
    expect(page).toContain(recordingsCertificateRevokedReason)
    expect((await fetch(`${issued.verificationUrl}/pdf`)).status).toBe(404)
    const audited = await payload.db.drizzle.execute(sql`
      SELECT outcome, client_address FROM audit_events WHERE event = 'certificate-revoked' AND detail LIKE ${`%certificate ${String((await payload.find({ collection: 'certificates', where: { code: { equals: issued.code } }, depth: 0 })).docs[0].id)} %`}`)
    expect(audited.rows).toEqual([{ outcome: 'success', client_address: 'server' }])

    // The enrolment is gone; the lesson, now a recording, still opens to this learner of the programme, completed.
    expect(await enrolmentsIn(courseId, learner.id)).toBe(0)
    expect((await learner.client.get(`/api/v1/progress/${lesson.id}`)).body).toMatchObject({ isCompleted: true, markWaitSeconds: null })
    expect((await learner.client.get(`/api/v1/lessons/${lesson.id}`)).status).toBe(200)
  })
})
