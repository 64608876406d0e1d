import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { staffCreate, staffLogin } from '../../support/staffApi'
import { outsideNext, testPayload, uniqueEmail } from '../../support/payload'
import { testEnv } from '../../support/testEnv'

type Learner = Awaited<ReturnType<typeof registeredLearner>>
type UploadedFile = { id: string; filename: string; bytes: Buffer }

let payload: Payload
let video: UploadedFile
let captions: UploadedFile
let course: { id: string }
let preview: string
let locked: string
let paid: Learner
let unpaid: Learner
let stranger: Learner

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const unknownId = '00000000-0000-4000-8000-000000000000'

/** A raw call to the server with the learner's cookie, the body kept as bytes. */
const fetchBytes = async (urlPath: string, { learner, range, method = 'GET', headers = {} }: { learner?: Learner; range?: string; method?: string; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${testEnv().baseUrl}${urlPath}`, {
    method,
    headers: { ...headers, ...(learner?.client.cookie ? { cookie: learner.client.cookie } : {}), ...(range ? { range } : {}) },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const uploadLessonFile = async (name: string, mimetype: string): Promise<UploadedFile> => {
  const bytes = await readFile(path.resolve('src/seed/media', name.endsWith('.vtt') ? 'lesson-sample.en.vtt' : 'lesson-sample.mp4'))
  const doc = await payload.create({ collection: 'lesson-media', data: { title: name }, file: { data: bytes, mimetype, name, size: bytes.length } })
  return { id: String(doc.id), filename: String(doc.filename), bytes }
}

const videoPath = (lessonId: string) => `/api/v1/lessons/${lessonId}/video`
const captionsPath = (lessonId: string) => `/api/v1/lessons/${lessonId}/captions`

beforeAll(async () => {
  payload = await testPayload()
  video = await uploadLessonFile(`private-video-${stamp}.mp4`, 'video/mp4')
  captions = await uploadLessonFile(`private-captions-${stamp}.vtt`, 'text/vtt')
  const created = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Private media ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: false, price: 20, status: 'available' },
  })
  course = { id: String(created.id) }
  const lesson = async (orderIndex: number, isPreview: boolean) =>
    String(
      (
        await payload.create({
          collection: 'lessons',
          context: outsideNext,
          data: { course: course.id, title: `Lesson ${orderIndex}`, orderIndex, isPreview, videoFile: video.id, captionsFile: captions.id },
        })
      ).id,
    )
  preview = await lesson(1, true)
  locked = await lesson(2, false)

  ;[paid, unpaid, stranger] = await Promise.all([
    registeredLearner(uniqueEmail('media-paid')),
    registeredLearner(uniqueEmail('media-unpaid')),
    registeredLearner(uniqueEmail('media-stranger')),
  ])
  for (const learner of [paid, unpaid]) expect((await learner.client.post(`/api/v1/courses/${course.id}/enroll`, {})).status).toBe(201)
  const enrolment = (await payload.find({ collection: 'enrollments', where: { user: { equals: paid.user.id } }, limit: 1 })).docs[0]
  await payload.update({ collection: 'enrollments', id: enrolment.id, data: { isPaid: true } })
})

describe('a paid lesson file', () => {
  const everyPathToTheFiles = () => [
    '/api/lesson-media',
    `/api/lesson-media/${video.id}`,
    `/api/lesson-media/file/${video.filename}`,
    `/api/lesson-media/file/${captions.filename}`,
    `/api/media/file/${video.filename}`,
    `/api/lessons/${locked}?depth=2`,
    `/api/lessons?depth=2&where[course][equals]=${course.id}`,
    `/api/v1/courses/${course.id}`,
  ]

  const expectNothingOfTheFiles = (label: string, bytes: Buffer) => {
    const text = bytes.toString('utf8')
    expect(text, label).not.toContain(video.filename)
    expect(text, label).not.toContain(captions.filename)
    expect(text, label).not.toContain('WEBVTT')
    expect(bytes.includes(video.bytes.subarray(0, 64)), label).toBe(false)
  }

  it('is refused to a visitor (401) and to learners who may not open the lesson (403), and nothing else hands it out', async () => {
    const visitors: [string, Learner | undefined, number][] = [
      ['visitor', undefined, 401],
      ['unpaid enrolment', unpaid, 403],
      ['not enrolled', stranger, 403],
    ]
    for (const [who, learner, status] of visitors) {
      for (const urlPath of [videoPath(locked), captionsPath(locked)]) {
        const response = await fetchBytes(urlPath, { learner, range: 'bytes=0-99' })
        expect(response.status, `${who} ${urlPath}`).toBe(status)
        expect(JSON.parse(response.bytes.toString()), `${who} ${urlPath}`).toEqual({ message: expect.any(String) })
      }
      expect((await fetchBytes(videoPath(locked), { learner, method: 'HEAD' })).status, `${who} HEAD`).toBe(status)
      for (const urlPath of everyPathToTheFiles()) {
        const response = await fetchBytes(urlPath, { learner })
        expectNothingOfTheFiles(`${who} ${urlPath}`, response.bytes)
      }
      for (const urlPath of [`/lesson-media/${video.filename}`, `/media/${video.filename}`, `/${video.filename}`, `/lesson-media/${captions.filename}`]) {
        const response = await fetchBytes(urlPath, { learner })
        expect(response.status, `${who} ${urlPath}`).toBe(404)
        expect(response.bytes.includes(video.bytes.subarray(0, 64)), `${who} ${urlPath}`).toBe(false)
        expect(response.bytes.toString(), `${who} ${urlPath}`).not.toContain('WEBVTT')
      }
    }
  })

  it('never appears in the locked lesson screen, and the open screen names only the API path', async () => {
    for (const learner of [undefined, unpaid, stranger]) {
      const page = await fetchBytes(`/v1/lessons/${locked}`, { learner })
      expectNothingOfTheFiles('locked screen', page.bytes)
      expect(page.bytes.toString()).not.toContain(videoPath(locked))
      expect(page.bytes.toString()).not.toContain(captionsPath(locked))
    }
    const open = await fetchBytes(`/v1/lessons/${locked}`, { learner: paid })
    expect(open.status).toBe(200)
    expect(open.bytes.toString()).toContain(`src="${videoPath(locked)}"`)
    expect(open.bytes.toString()).toContain(`src="${captionsPath(locked)}"`)
    expect(open.bytes.toString()).not.toContain(video.filename)
  })

  it('is the API path in the lesson and course answers of a learner who may open it, null where locked', async () => {
    const lesson = await paid.client.get(`/api/v1/lessons/${locked}`)
    expect(lesson.body).toMatchObject({ videoUrl: videoPath(locked), captionsUrl: captionsPath(locked) })
    const detail = await unpaid.client.get<{ lessons: { id: string; videoUrl: string | null }[] }>(`/api/v1/courses/${course.id}`)
    expect(detail.body.lessons.map((each) => each.videoUrl)).toEqual([videoPath(preview), null])
  })

  it('streams whole to an enrolled learner who paid, with the headers a player needs', async () => {
    const response = await fetchBytes(videoPath(locked), { learner: paid })
    expect(response.status).toBe(200)
    expect(response.bytes.equals(video.bytes)).toBe(true)
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('cache-control')).toMatch(/^private\b/)
    expect(response.headers.get('content-encoding')).toBeNull()

    const head = await fetchBytes(videoPath(locked), { learner: paid, method: 'HEAD' })
    expect([head.status, head.headers.get('accept-ranges'), head.headers.get('content-type'), head.bytes.length]).toEqual([200, 'bytes', 'video/mp4', 0])
  })

  it('answers byte ranges so the player can seek', async () => {
    const size = video.bytes.length
    const cases: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=-50', size - 50, size - 1],
      ['bytes=1000-', 1000, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const response = await fetchBytes(videoPath(locked), { learner: paid, range })
      expect(response.status, range).toBe(206)
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1))
      expect(response.headers.get('content-type'), range).toBe('video/mp4')
      expect(response.bytes.equals(video.bytes.subarray(start, end + 1)), range).toBe(true)
    }
    const head = await fetchBytes(videoPath(locked), { learner: paid, method: 'HEAD', range: 'bytes=100-199' })
    expect([head.status, head.headers.get('content-range'), head.headers.get('content-length'), head.bytes.length]).toEqual([206, `bytes 100-199/${size}`, '100', 0])

    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const response = await fetchBytes(videoPath(locked), { learner: paid, range })
      expect(response.status, range).toBe(416)
      expect(response.headers.get('content-range'), range).toBe(`bytes */${size}`)
      expect(JSON.parse(response.bytes.toString()), range).toEqual({ message: expect.any(String) })
    }
  })

  it('serves the captions as WebVTT', async () => {
    const response = await fetchBytes(captionsPath(locked), { learner: paid })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/vtt/)
    expect(response.bytes.equals(captions.bytes)).toBe(true)
    const part = await fetchBytes(captionsPath(locked), { learner: paid, range: 'bytes=0-5' })
    expect([part.status, part.bytes.toString()]).toEqual([206, 'WEBVTT'])
  })

  it('plays a preview lesson for anyone, signed out too', async () => {
    expect((await new ApiClient().get(`/api/v1/lessons/${preview}`)).body).toMatchObject({ videoUrl: videoPath(preview), captionsUrl: captionsPath(preview) })
    const whole = await fetchBytes(videoPath(preview))
    expect([whole.status, whole.bytes.equals(video.bytes)]).toEqual([200, true])
    const part = await fetchBytes(videoPath(preview), { range: 'bytes=100-199' })
    expect([part.status, part.bytes.equals(video.bytes.subarray(100, 200))]).toEqual([206, true])
    expect((await fetchBytes(captionsPath(preview), { learner: stranger })).status).toBe(200)
  })

  it('is uploaded and opened by staff as the admin does it, and reaches a learner only through the lesson', async () => {
    const form = () => {
      const body = new FormData()
      body.append('file', new Blob([new Uint8Array(video.bytes)], { type: 'video/mp4' }), `staff-upload-${stamp}.mp4`)
      body.append('_payload', JSON.stringify({ title: 'Staff upload' }))
      return body
    }
    const refused = await fetch(`${testEnv().baseUrl}/api/lesson-media`, { method: 'POST', headers: { cookie: String(paid.client.cookie) }, body: form() })
    expect(refused.status).toBe(403)
    const token = await staffLogin()
    const upload = await fetch(`${testEnv().baseUrl}/api/lesson-media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form() })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: string; filename: string; durationSeconds: number | null } }
    // The video's length is read from the file, so a lesson knows it without staff typing it.
    expect(doc.durationSeconds).toBeCloseTo(42, 0)
    const lesson = await staffCreate<{ id: string }>(token, 'lessons', { course: course.id, title: 'Staff upload', orderIndex: 3, videoFile: doc.id, transcript: 'What the video says.' })
    expect((await paid.client.get(`/api/v1/lessons/${lesson.id}`)).body).toMatchObject({ videoSeconds: doc.durationSeconds })
    const response = await fetchBytes(videoPath(lesson.id), { learner: paid })
    expect([response.status, response.bytes.equals(video.bytes)]).toEqual([200, true])
    const staffView = await fetchBytes(`/api/lesson-media/file/${doc.filename}`, { headers: { Authorization: `JWT ${token}` }, range: 'bytes=100-199' })
    expect([staffView.status, staffView.bytes.equals(video.bytes.subarray(100, 200))]).toEqual([206, true])
    expect((await fetchBytes(`/api/lesson-media/file/${doc.filename}`, { learner: paid })).status).toBe(403)
    await payload.delete({ collection: 'lessons', context: outsideNext, id: lesson.id })
  })
})

describe('lesson file endpoints', () => {
  it('answer 404 for an unknown lesson, and for a lesson without an uploaded file, whose given address passes through', async () => {
    for (const urlPath of [videoPath(unknownId), captionsPath('not-an-id')]) {
      const response = await new ApiClient().get(urlPath)
      expect(response.status, urlPath).toBe(404)
      expect(response.body, urlPath).toEqual({ message: 'Lesson not found' })
    }
    const given = await payload.create({
      collection: 'lessons',
      context: outsideNext,
      data: { course: course.id, title: 'Given address', orderIndex: 3, isPreview: true, videoUrl: 'https://videos.example.test/lesson.mp4', transcript: 'What the video says.' },
    })
    expect((await new ApiClient().get(`/api/v1/lessons/${given.id}`)).body).toMatchObject({ videoUrl: 'https://videos.example.test/lesson.mp4', captionsUrl: null })
    for (const urlPath of [videoPath(String(given.id)), captionsPath(String(given.id))]) {
      const response = await new ApiClient().get(urlPath)
      expect(response.status, urlPath).toBe(404)
      expect(response.body, urlPath).toEqual({ message: expect.stringMatching(/^This lesson has no (video|captions) file$/) })
    }
    await payload.delete({ collection: 'lessons', context: outsideNext, id: given.id })
  })
})

describe('the seeded lessons', () => {
  it('play private lesson files that no public address serves', async () => {
    const paidCourse = (await payload.find({ collection: 'courses', where: { title: { equals: 'Digital Quoting and Estimating Masterclass' } }, limit: 1 })).docs[0]
    const lesson = (await payload.find({ collection: 'lessons', where: { and: [{ course: { equals: paidCourse.id } }, { isPreview: { equals: false } }] }, depth: 1, limit: 1 })).docs[0]
    const file = lesson.videoFile
    if (!file || typeof file !== 'object') throw new Error('The seeded lesson has no uploaded video')
    expect(lesson.videoUrl ?? null).toBeNull()
    for (const urlPath of [`/media/${file.filename}`, `/lesson-media/${file.filename}`, `/api/lesson-media/file/${file.filename}`, `/api/media/file/${file.filename}`]) {
      expect((await fetchBytes(urlPath)).status, urlPath).toBeGreaterThanOrEqual(400)
    }
    expect((await fetchBytes(videoPath(String(lesson.id)), { learner: unpaid })).status).toBe(403)
  })
})
