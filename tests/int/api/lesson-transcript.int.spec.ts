import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { outsideNext, testPayload, uniqueEmail } from '../../support/payload'

type Learner = Awaited<ReturnType<typeof registeredLearner>>

let payload: Payload
let course: string
let captionsFileId: string
let outsider: Learner

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const unknownId = '00000000-0000-4000-8000-000000000000'
const transcriptPath = (lessonId: string) => `/api/v1/lessons/${lessonId}/transcript`

/** The seeded captions (src/seed/media/lesson-sample.en.vtt) as the .txt gives them: three paragraphs of cues. */
const seededTranscript = (title: string) =>
  [
    title,
    '[0:00] Welcome to Solving Tech for Small Builders. This short sample stands in for a lesson video. Each real lesson is under 10 minutes, so you can watch on a break, in the van or at home.',
    '[0:12] Start by writing down where your admin time goes each week. Quotes, invoices, chasing payments and booking jobs are the usual leaks. Pick the one that costs you most and look for a tool that fixes just that.',
    '[0:30] Try it free for two weeks with one job before you bring in the whole team. In the next lesson, we compare tools with a simple scoring sheet.',
  ].join('\n\n') + '\n'

const uploadCaptions = async (name: string, bytes: Buffer) =>
  String((await payload.create({ collection: 'lesson-media', data: { title: name }, file: { data: bytes, mimetype: 'text/vtt', name, size: bytes.length } })).id)

/** A preview lesson of this file's own course, so anyone may open it and only its transcript sources differ. */
const previewLesson = async (title: string, sources: { captionsFile?: string; captionsUrl?: string; transcript?: string }) => {
  const count = await payload.count({ collection: 'lessons', where: { course: { equals: course } } })
  const lesson = await payload.create({
    collection: 'lessons',
    context: outsideNext,
    data: { course, title, orderIndex: count.totalDocs + 1, isPreview: true, ...sources },
  })
  return String(lesson.id)
}

beforeAll(async () => {
  payload = await testPayload()
  const created = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Transcripts ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
  })
  course = String(created.id)
  captionsFileId = await uploadCaptions(`transcript-captions-${stamp}.vtt`, await readFile(path.resolve('src/seed/media/lesson-sample.en.vtt')))
  outsider = await registeredLearner(uniqueEmail('transcript-outsider'))
})

describe('GET /api/v1/lessons/{id}/transcript', () => {
  it("answers a seeded lesson's captions as a .txt download to a learner who may open it", async () => {
    const courses = await seededCourses()
    const learner = await registeredLearner(uniqueEmail('transcript-learner'))
    expect((await learner.client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    const lessonId = courses.featured.lessonIds[1]
    const { title } = await payload.findByID({ collection: 'lessons', id: lessonId })

    const response = await learner.client.get(transcriptPath(lessonId))
    expect(response.status).toBe(200)
    expect(response.text).toBe(seededTranscript(title))
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-transcript.txt"`)
    expect(response.headers.get('cache-control')).toMatch(/^private\b/)

    const head = await learner.client.call('HEAD', transcriptPath(lessonId))
    expect([head.status, head.headers.get('content-type'), head.text]).toEqual([200, 'text/plain; charset=utf-8', ''])
  })

  it('answers the pasted transcript, paragraph by paragraph, even where the lesson has captions', async () => {
    const lessonId = await previewLesson('Pasted: "Quotes" & invoices', {
      captionsFile: captionsFileId,
      transcript: 'First paragraph,\nover two lines.\r\n\r\nSecond paragraph.\n\n\n',
    })
    const response = await new ApiClient().get(transcriptPath(lessonId))
    expect(response.status).toBe(200)
    expect(response.text).toBe('Pasted: "Quotes" & invoices\n\nFirst paragraph, over two lines.\n\nSecond paragraph.\n')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pasted-quotes-invoices-transcript.txt"')
  })

  it('reads captions given as a site path under public/, and never fetches a remote address', async () => {
    const sitePath = await previewLesson('Site path', { captionsUrl: '/media/sample-lesson.en.vtt' })
    const response = await new ApiClient().get(transcriptPath(sitePath))
    expect(response.status).toBe(200)
    expect(response.text).toBe('Site path\n\n[0:00] Welcome to Solving Tech for Small Builders. This short sample stands in for a lesson video. Each real lesson is under 10 minutes. Watch any time, on site or at home.\n')

    for (const captionsUrl of ['https://captions.example.test/lesson.vtt', '//captions.example.test/lesson.vtt', '/../package.json', '/media/..%2F..%2Fpackage.json', '/media/no-such.vtt']) {
      const lessonId = await previewLesson(`Address ${captionsUrl}`, { captionsUrl })
      const refused = await new ApiClient().get(transcriptPath(lessonId))
      expect(refused.status, captionsUrl).toBe(404)
      expect(refused.body, captionsUrl).toEqual({ message: 'This lesson has no transcript yet' })
    }
  })

  it('answers 404 with the error body for captions that are not WebVTT or have a bad timestamp, never a 500', async () => {
    const badTimestamp = await uploadCaptions(`bad-timestamp-${stamp}.vtt`, Buffer.from('WEBVTT\n\n00:00:01.000 --> later\nLost cue\n'))
    const lessons = [await previewLesson('Bad timestamp', { captionsFile: badTimestamp }), await previewLesson('Not captions', { captionsUrl: '/logo.svg' })]
    for (const lessonId of lessons) {
      const response = await new ApiClient().get(transcriptPath(lessonId))
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: 'This lesson has no transcript yet' })
    }
  })

  it('answers 404 for a lesson with neither captions nor a transcript, and for no such lesson', async () => {
    const bare = await previewLesson('Nothing yet', {})
    expect(await new ApiClient().get(transcriptPath(bare))).toMatchObject({ status: 404, body: { message: 'This lesson has no transcript yet' } })
    for (const lessonId of [unknownId, 'not-an-id']) {
      expect(await new ApiClient().get(transcriptPath(lessonId))).toMatchObject({ status: 404, body: { message: 'Lesson not found' } })
    }
  })

  it('answers 401 signed out and 403 to a learner not enrolled, for a lesson of the paid course that is not a preview', async () => {
    const courses = await seededCourses()
    const locked = courses.paid.lessonIds.at(-1) as string
    const signedOut = await new ApiClient().get(transcriptPath(locked))
    expect(signedOut.status).toBe(401)
    expect(signedOut.body).toEqual({ message: expect.any(String) })
    const refused = await outsider.client.get(transcriptPath(locked))
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: expect.any(String) })
    expect(refused.text).not.toContain('Welcome')
  })
})
