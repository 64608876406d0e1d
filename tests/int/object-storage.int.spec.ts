import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uploadedFilePath } from '@/lib/server/uploads/uploadedFilePath'
import { registeredLearner } from '../support/apiClient'
import { startExtraServer } from '../support/extraServer'
import { startObjectStorage } from '../support/objectStorageServer'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * With S3_BUCKET set, an instance keeps uploads in S3-compatible storage (s3rver here) and serves them at the same
 * addresses as from disk: media through Payload's file route, lesson files through the lesson endpoints after the
 * openable check, streamed by the app so byte ranges work and the bucket is never addressed by the browser.
 */
type Learner = Awaited<ReturnType<typeof registeredLearner>>
type Server = Awaited<ReturnType<typeof startExtraServer>>
type Storage = Awaited<ReturnType<typeof startObjectStorage>>
type Upload = { id: string; filename: string; bytes: Buffer }

const bucket = 'solvingtech-uploads'
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

let storage: Storage
let server: Server
let payload: Payload
let token: string
let image: Upload & { sizes: string[] }
let video: Upload
let captions: Upload
let lessonId: string
let paid: Learner
let unpaid: Learner
let stranger: Learner

/** Where the file would be on local disk, had it not gone to the bucket (the extra server shares the stack's UPLOADS_DIR). */
const localPath = (collection: 'media' | 'lesson-media', filename: string) => uploadedFilePath(payload, collection, filename) ?? ''

const keysInBucket = async (): Promise<string[]> =>
  ((await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => String(object.Key))

const objectBytes = async (key: string): Promise<Buffer> =>
  Buffer.from(await (await storage.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray())

/** A raw call with the learner's cookie, redirects not followed, the body kept as bytes. */
const call = async (origin: string, urlPath: string, { learner, range, method = 'GET' }: { learner?: Learner; range?: string; method?: string } = {}) => {
  const response = await fetch(`${origin}${urlPath}`, {
    method,
    headers: { ...(learner?.client.cookie ? { cookie: learner.client.cookie } : {}), ...(range ? { range } : {}) },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** Uploads a file as the admin does (multipart, staff JWT) to the S3 instance's REST API. */
const staffUpload = async (collection: string, file: string, name: string, type: string, data: Record<string, unknown>) => {
  const bytes = await readFile(path.resolve(file))
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  body.append('_payload', JSON.stringify(data))
  const response = await fetch(`${server.baseUrl}/api/${collection}`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body })
  expect(response.status, `upload ${name}`).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: string; filename: string; url: string; sizes?: Record<string, { filename: string | null }> } }
  return { doc, bytes }
}

const staffDelete = async (collection: string, id: string) => {
  const response = await fetch(`${server.baseUrl}/api/${collection}/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
  expect(response.status, `delete ${collection} ${id}`).toBe(200)
}

const videoPath = () => `/api/v1/lessons/${lessonId}/video`
const captionsPath = () => `/api/v1/lessons/${lessonId}/captions`

beforeAll(async () => {
  storage = await startObjectStorage(bucket)
  server = await startExtraServer({ ...storage.settings, RATE_LIMIT_MAX: '1000' })
  payload = await testPayload()
  token = await staffLogin()

  const uploadedImage = await staffUpload('media', 'src/seed/images/testimonial-dave.jpg', `s3-photo-${stamp}.jpg`, 'image/jpeg', { alt: 'A builder' })
  image = {
    id: uploadedImage.doc.id,
    filename: uploadedImage.doc.filename,
    bytes: uploadedImage.bytes,
    sizes: Object.values(uploadedImage.doc.sizes ?? {}).flatMap((size) => (size.filename ? [size.filename] : [])),
  }
  const uploadedVideo = await staffUpload('lesson-media', 'src/seed/media/lesson-sample.mp4', `s3-video-${stamp}.mp4`, 'video/mp4', { title: 'S3 video' })
  video = { id: uploadedVideo.doc.id, filename: uploadedVideo.doc.filename, bytes: uploadedVideo.bytes }
  const uploadedCaptions = await staffUpload('lesson-media', 'src/seed/media/lesson-sample.en.vtt', `s3-captions-${stamp}.vtt`, 'text/vtt', { title: 'S3 captions' })
  captions = { id: uploadedCaptions.doc.id, filename: uploadedCaptions.doc.filename, bytes: uploadedCaptions.bytes }

  const course = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Object storage ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: false, price: 20, status: 'available' },
  })
  const lesson = await payload.create({
    collection: 'lessons',
    context: outsideNext,
    data: { course: course.id, title: 'Stored in a bucket', orderIndex: 1, isPreview: false, videoFile: video.id, captionsFile: captions.id },
  })
  lessonId = String(lesson.id)
  ;[paid, unpaid, stranger] = await Promise.all([
    registeredLearner(uniqueEmail('s3-paid')),
    registeredLearner(uniqueEmail('s3-unpaid')),
    registeredLearner(uniqueEmail('s3-stranger')),
  ])
  for (const learner of [paid, unpaid]) expect((await learner.client.post(`/api/v1/courses/${course.id}/enroll`, {})).status).toBe(201)
  const enrolment = (await payload.find({ collection: 'enrollments', where: { user: { equals: paid.user.id } }, limit: 1 })).docs[0]
  await payload.update({ collection: 'enrollments', id: enrolment.id, data: { isPaid: true } })
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await storage?.stop()
})

describe('uploads with S3_BUCKET set', () => {
  it('go to the bucket (lesson files under lesson-media/), not to the local folders', async () => {
    const keys = await keysInBucket()
    expect(image.sizes.length).toBeGreaterThan(0)
    for (const filename of [image.filename, ...image.sizes]) {
      expect(keys, filename).toContain(filename)
      expect(existsSync(localPath('media', filename)), filename).toBe(false)
    }
    for (const file of [video, captions]) {
      expect(keys).toContain(`lesson-media/${file.filename}`)
      expect((await objectBytes(`lesson-media/${file.filename}`)).equals(file.bytes)).toBe(true)
      expect(existsSync(localPath('lesson-media', file.filename)), file.filename).toBe(false)
    }
    expect((await objectBytes(image.filename)).equals(image.bytes)).toBe(true)
  })

  it('are written privately, every request to the bucket signed', () => {
    const writes = storage.requests.filter((request) => request.method === 'PUT')
    expect(writes.length).toBeGreaterThanOrEqual(3 + image.sizes.length)
    for (const write of writes) expect([write.path, write.acl]).toEqual([write.path, 'private'])
    // s3rver itself serves any unsigned GET (it implements no ACLs or bucket policies), so what is checked here is
    // that the app never relies on that: every request it sends is signed, and it hands out no bucket address (below).
    expect(storage.requests.filter((request) => !request.signed)).toEqual([])
  })

  it('serve the media image at its usual site address, from the bucket', async () => {
    const response = await call(server.baseUrl, `/api/media/file/${image.filename}`)
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    expect(response.bytes.equals(image.bytes)).toBe(true)
    const doc = (await (await fetch(`${server.baseUrl}/api/media/${image.id}`)).json()) as { url: string }
    expect(new URL(doc.url).pathname).toBe(`/api/media/file/${image.filename}`)
    expect(new URL(doc.url).search).toBe('')
  })
})

describe('a lesson file in the bucket', () => {
  it('streams to an enrolled learner who paid, whole and by byte range, with no redirect to the bucket', async () => {
    const whole = await call(server.baseUrl, videoPath(), { learner: paid })
    expect(whole.status).toBe(200)
    expect(whole.bytes.equals(video.bytes)).toBe(true)
    expect(whole.headers.get('location')).toBeNull()
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('cache-control')).toMatch(/^private\b/)

    const size = video.bytes.length
    for (const [range, start, end] of [['bytes=100-199', 100, 199], ['bytes=-50', size - 50, size - 1], ['bytes=1000-', 1000, size - 1]] as const) {
      const part = await call(server.baseUrl, videoPath(), { learner: paid, range })
      expect(part.status, range).toBe(206)
      expect(part.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      expect(part.headers.get('content-length'), range).toBe(String(end - start + 1))
      expect(part.bytes.equals(video.bytes.subarray(start, end + 1)), range).toBe(true)
    }
    const past = await call(server.baseUrl, videoPath(), { learner: paid, range: `bytes=${size}-` })
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${size}`])
    const head = await call(server.baseUrl, videoPath(), { learner: paid, method: 'HEAD', range: 'bytes=100-199' })
    expect([head.status, head.headers.get('content-range'), head.bytes.length]).toEqual([206, `bytes 100-199/${size}`, 0])
  })

  it('gives the captions and the transcript built from them', async () => {
    const response = await call(server.baseUrl, captionsPath(), { learner: paid })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/vtt/)
    expect(response.bytes.equals(captions.bytes)).toBe(true)
    const transcript = await call(server.baseUrl, `/api/v1/lessons/${lessonId}/transcript`, { learner: paid })
    expect(transcript.status).toBe(200)
    expect(transcript.bytes.toString()).toContain('[0:00] Welcome to Solving Tech for Small Builders.')
  })

  it('is refused to a visitor and to learners who may not open the lesson, exactly as an instance on local disk refuses', async () => {
    const visitors: [string, Learner | undefined, number][] = [
      ['visitor', undefined, 401],
      ['unpaid enrolment', unpaid, 403],
      ['not enrolled', stranger, 403],
    ]
    for (const [who, learner, status] of visitors) {
      for (const urlPath of [videoPath(), captionsPath()]) {
        const fromBucket = await call(server.baseUrl, urlPath, { learner, range: 'bytes=0-99' })
        const fromDisk = await call(testEnv().baseUrl, urlPath, { learner, range: 'bytes=0-99' })
        expect(fromBucket.status, `${who} ${urlPath}`).toBe(status)
        expect(fromBucket.bytes.toString(), `${who} ${urlPath}`).toBe(fromDisk.bytes.toString())
        expect(fromBucket.headers.get('location'), `${who} ${urlPath}`).toBeNull()
      }
    }
  })

  it('is never named by its bucket address in what the app answers', async () => {
    const answers = [
      await call(server.baseUrl, `/api/v1/lessons/${lessonId}`, { learner: paid }),
      await call(server.baseUrl, `/v1/lessons/${lessonId}`, { learner: paid }),
      await call(server.baseUrl, videoPath(), { learner: paid, range: 'bytes=0-9' }),
    ]
    for (const answer of answers) {
      const everything = `${[...answer.headers].join('\n')}\n${answer.bytes.toString()}`
      expect(everything).not.toContain(storage.endpoint)
      expect(everything).not.toContain(bucket)
    }
    expect(JSON.parse(answers[0].bytes.toString())).toMatchObject({ videoUrl: videoPath(), captionsUrl: captionsPath() })
  })
})

describe('deleting an upload in the admin', () => {
  it('removes its objects from the bucket', async () => {
    await staffDelete('lesson-media', video.id)
    await staffDelete('lesson-media', captions.id)
    await staffDelete('media', image.id)
    const keys = await keysInBucket()
    for (const key of [`lesson-media/${video.filename}`, `lesson-media/${captions.filename}`, image.filename, ...image.sizes]) expect(keys).not.toContain(key)
    expect((await call(server.baseUrl, videoPath(), { learner: paid })).status).toBe(404)
  })
})

describe('when the bucket does not answer', () => {
  it('a lesson file answers 503 with Retry-After (never 500), and the lesson itself still opens', async () => {
    const bytes = await readFile(path.resolve('src/seed/media/lesson-sample.mp4'))
    const name = `s3-unreachable-${stamp}.mp4`
    const file = await payload.create({ collection: 'lesson-media', data: { title: name }, file: { data: bytes, mimetype: 'video/mp4', name, size: bytes.length } })
    await payload.update({ collection: 'lessons', context: outsideNext, id: lessonId, data: { videoFile: file.id, transcript: 'What the video says.' } })
    await storage.stop()
    const response = await call(server.baseUrl, videoPath(), { learner: paid, range: 'bytes=0-99' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(JSON.parse(response.bytes.toString())).toEqual({ message: expect.any(String) })
    expect((await call(server.baseUrl, `/api/v1/lessons/${lessonId}`, { learner: paid })).status).toBe(200)
  })
})
