import { beforeAll, describe, expect, it } from 'vitest'

import type { LessonPlayback as Playback } from '@/domains/learning/playback'
import { dataSaverMessage, playbackMessages } from '@/lib/validation/playback'
import { ApiClient, expectFieldError, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { learnerPassword } from '../../support/factories'
import { testPayload, uniqueEmail } from '../../support/payload'
import { beganPlayingAgo } from '../../support/playback'

/** The seeded lessons play the 42 s sample video; its length is read from the uploaded file (its audio runs a little longer). */
let videoSeconds: number
const atShare = (share: number) => Math.round(share * videoSeconds * 1000) / 1000

let courses: Awaited<ReturnType<typeof seededCourses>>
const unknownId = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  courses = await seededCourses()
  const { client } = await registeredLearner(uniqueEmail('video-length'))
  const preview = await client.get<Playback>(`/api/v1/lessons/${courses.featured.lessonIds[0]}/playback`)
  videoSeconds = preview.body.videoSeconds ?? 0
  expect(videoSeconds).toBeCloseTo(42, 0)
})

/** A learner enrolled in the free featured course, and a lesson of it that is not the preview. */
const enrolledLearner = async (name: string) => {
  const { client, user } = await registeredLearner(uniqueEmail(name))
  expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
  const lessonId = courses.featured.lessonIds[1]
  const report = (body: Record<string, unknown>) => client.post<Playback>(`/api/v1/lessons/${lessonId}/playback`, body)
  const playback = () => client.get<Playback>(`/api/v1/lessons/${lessonId}/playback`)
  return { client, user, lessonId, report, playback }
}

describe('the resume position', () => {
  it('starts empty, and what one device reports another device reads', async () => {
    const { user, lessonId, report, playback } = await enrolledLearner('resume')
    expect((await playback()).body).toEqual({
      lessonId,
      positionSeconds: null,
      watchedSeconds: 0,
      videoSeconds,
      isCompleted: false,
      completedAt: null,
    })
    const saved = await report({ userId: user.id, positionSeconds: 12.5, watchedRanges: [[0, 12.5]] })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ positionSeconds: 12.5, watchedSeconds: 12.5, isCompleted: false })

    const otherPhone = new ApiClient()
    expect((await otherPhone.post('/api/v1/login', { email: user.email, password: learnerPassword })).status).toBe(200)
    const read = await otherPhone.get<Playback>(`/api/v1/lessons/${lessonId}/playback?userId=${user.id}`)
    expect(read.body).toMatchObject({ positionSeconds: 12.5, watchedSeconds: 12.5 })
  })

  it('keeps the latest position when an older report arrives late (a queue sent after going back online)', async () => {
    const { report, playback } = await enrolledLearner('late-report')
    const now = Date.now()
    await report({ positionSeconds: 30, recordedAt: new Date(now - 1_000).toISOString() })
    await report({ positionSeconds: 8, watchedRanges: [[2, 8]], recordedAt: new Date(now - 60_000).toISOString() })
    expect((await playback()).body).toMatchObject({ positionSeconds: 30, watchedSeconds: 6 })
    // A time in the future counts as now, so it cannot pin the position against later reports.
    await report({ positionSeconds: 20, recordedAt: new Date(now + 86_400_000).toISOString() })
    await report({ positionSeconds: 25 })
    expect((await playback()).body.positionSeconds).toBe(25)
  })
})

describe('honest auto-complete', () => {
  it('completes the lesson once 90 % of the video has really been played, and keeps that first completion', async () => {
    const { client, user, lessonId, report } = await enrolledLearner('auto-complete')
    expect((await report({ positionSeconds: 20, watchedRanges: [[0, 20]] })).body.isCompleted).toBe(false)
    // As if the learner began a minute ago, so real time allows the rest (tests/int/api/completion-record checks the limit).
    await beganPlayingAgo(user.id, lessonId, 60)
    const justShort = await report({ positionSeconds: 30, watchedRanges: [[19.5, atShare(0.89)]] })
    expect(justShort.body).toMatchObject({ watchedSeconds: atShare(0.89), isCompleted: false })
    const done = await report({ positionSeconds: atShare(0.9), watchedRanges: [[atShare(0.89) - 1, atShare(0.9)]] })
    expect(done.body).toMatchObject({ watchedSeconds: atShare(0.9), isCompleted: true })
    expect(done.body.completedAt).toEqual(expect.any(String))

    const progress = await client.get(`/api/v1/progress/${lessonId}`)
    expect(progress.body).toEqual({ lessonId, isCompleted: true, completedAt: done.body.completedAt, markWaitSeconds: null })
    const again = await client.post(`/api/v1/lessons/${lessonId}/complete`, {})
    expect(again.body).toEqual({ lessonId, isCompleted: true, completedAt: done.body.completedAt })
    const later = await report({ positionSeconds: 3, watchedRanges: [[0, 3]] })
    expect(later.body).toMatchObject({ isCompleted: true, completedAt: done.body.completedAt, positionSeconds: 3 })
  })

  it('does not complete a lesson whose playhead was dragged to the end', async () => {
    const { report, playback } = await enrolledLearner('seek-to-end')
    await report({ positionSeconds: 2, watchedRanges: [[0, 2]] })
    await report({ positionSeconds: videoSeconds, watchedRanges: [[videoSeconds - 2, videoSeconds]] })
    expect((await playback()).body).toMatchObject({ positionSeconds: videoSeconds, watchedSeconds: 4, isCompleted: false })
  })

  it('counts a part played many times once', async () => {
    const { report } = await enrolledLearner('replayed')
    const tenTimes = Array.from({ length: 10 }, () => [0, 10])
    expect((await report({ positionSeconds: 10, watchedRanges: tenTimes })).body).toMatchObject({ watchedSeconds: 10, isCompleted: false })
    expect((await report({ positionSeconds: 10, watchedRanges: tenTimes })).body).toMatchObject({ watchedSeconds: 10, isCompleted: false })
  })

  it('merges reports that arrive at the same time (two tabs) without losing any', async () => {
    const { report, playback } = await enrolledLearner('concurrent')
    const parts = Array.from({ length: 8 }, (_, index) => [index * 4, index * 4 + 3])
    const answers = await Promise.all(parts.map((part) => report({ positionSeconds: part[1], watchedRanges: [part] })))
    expect(answers.map((answer) => answer.status)).toEqual(parts.map(() => 200))
    expect((await playback()).body.watchedSeconds).toBe(24)
  })
})

describe('what the server refuses', () => {
  it('answers 400 for positions and played parts outside the video, and malformed reports', async () => {
    const { report } = await enrolledLearner('bad-reports')
    const cases: [string, Record<string, unknown>][] = [
      ['positionSeconds', {}],
      ['positionSeconds', { positionSeconds: -1 }],
      ['positionSeconds', { positionSeconds: '12' }],
      ['positionSeconds', { positionSeconds: videoSeconds + 2 }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: [[0, videoSeconds + 60]] }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: [[5, 3]] }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: [[-1, 3]] }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: [['a', 3]] }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: [[1, 2, 3]] }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: '0-10' }],
      ['watchedRanges', { positionSeconds: 1, watchedRanges: Array.from({ length: 201 }, (_, index) => [index / 10, index / 10 + 0.05]) }],
      ['recordedAt', { positionSeconds: 1, recordedAt: 'yesterday' }],
    ]
    for (const [field, body] of cases) expectFieldError(await report(body), field, playbackMessages[field as keyof typeof playbackMessages])
  })

  it("refuses a signed-out caller (401), someone else's userId and a locked lesson (403), and unknown lessons (404)", async () => {
    const { lessonId, report } = await enrolledLearner('refusals')
    const other = await registeredLearner(uniqueEmail('other-learner'))
    expect((await report({ userId: other.user.id, positionSeconds: 1 })).status).toBe(403)

    const visitor = new ApiClient()
    expect((await visitor.post(`/api/v1/lessons/${lessonId}/playback`, { positionSeconds: 1 })).status).toBe(401)
    expect((await visitor.get(`/api/v1/lessons/${lessonId}/playback`)).status).toBe(401)

    const paidLesson = courses.paid.lessonIds[1]
    expect((await other.client.post(`/api/v1/lessons/${paidLesson}/playback`, { positionSeconds: 1 })).status).toBe(403)
    expect((await other.client.get(`/api/v1/lessons/${paidLesson}/playback`)).status).toBe(403)
    expect((await other.client.get(`/api/v1/lessons/${lessonId}/playback?userId=${courses.featured.id}`)).status).toBe(403)

    for (const id of [unknownId, 'not-a-uuid']) {
      expect((await other.client.post(`/api/v1/lessons/${id}/playback`, { positionSeconds: 1 })).status).toBe(404)
      expect((await other.client.get(`/api/v1/lessons/${id}/playback`)).status).toBe(404)
    }
  })
})

describe('PUT /api/v1/account/data-saver', () => {
  it('remembers the switch on the account, and refuses anything but true or false', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('data-saver'))
    expect((await client.put('/api/v1/account/data-saver', { userId: user.id, dataSaver: true })).body).toEqual({ dataSaver: true })
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'course-users', id: user.id })).dataSaver).toBe(true)
    expect((await client.put('/api/v1/account/data-saver', { dataSaver: false })).body).toEqual({ dataSaver: false })
    expect((await payload.findByID({ collection: 'course-users', id: user.id })).dataSaver).toBe(false)

    for (const dataSaver of ['on', null, 1]) expectFieldError(await client.put('/api/v1/account/data-saver', { dataSaver }), 'dataSaver', dataSaverMessage)
    expect((await new ApiClient().put('/api/v1/account/data-saver', { dataSaver: true })).status).toBe(401)
    const other = await registeredLearner(uniqueEmail('data-saver-other'))
    expect((await client.put('/api/v1/account/data-saver', { userId: other.user.id, dataSaver: true })).status).toBe(403)
  })
})
