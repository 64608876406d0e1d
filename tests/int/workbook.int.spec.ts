import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Lesson } from '@/payload-types'

import { ApiClient, registeredLearner, type ApiResult } from '../support/apiClient'
import { voiceFixture } from '../support/voiceFixtures'
import { waitForMail } from '../support/mail'
import { pdfText } from '../support/pdfText'
import { a4Document, pdfBytes } from '@/lib/server/pdf/pdfDocument'
import { readMessage } from '../support/mailMessage'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * The practical workbook (issue 26): a lesson's action answered by a learner of the course (drafts, sends once per
 * client id, photos and voice notes with their limits), a coach's reply mailed and shown, and who may do what.
 */
type Learner = Awaited<ReturnType<typeof registeredLearner>>
type Prompt = { id: string; kind: string; question: string; items: string[] }
type ActionState = {
  lessonId: string
  prompts: Prompt[]
  answer: {
    status: string
    round: number
    canSend: boolean
    answers: { promptId: string; text?: string; ticked?: string[]; choice?: string; fileIds?: string[] }[]
    rounds: { round: number; answers: unknown[]; coachReply: string | null; verdict: string | null }[]
    files: { id: string; kind: string; url: string; durationSeconds: number | null }[]
    draftSavedAt: string | null
  }
}

let payload: Payload
let courseId: string
let actionLesson: string
let previewLesson: string
let plainLesson: string
let lockedLesson: string
let learner: Learner
let outsider: Learner
let prompts: Record<string, Prompt>

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const unknownId = '00000000-0000-4000-8000-000000000000'

const actionPath = (lessonId: string) => `/api/v1/lessons/${lessonId}/action`

/** A photo as a phone takes it: large, with its camera details and where it was taken in its EXIF. */
const phonePhoto = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Site Phone 9' } })
    .jpeg()
    .toBuffer()

const upload = (client: ApiClient, lessonId: string, fileId: string, bytes: Buffer, contentType: string) =>
  client.call<{ id: string; kind: string; url: string; durationSeconds: number | null; message?: string }>('PUT', `${actionPath(lessonId)}/files/${fileId}`, undefined, {
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  })

const send = (client: ApiClient, body: Record<string, unknown>, lessonId = actionLesson) => client.post<ActionState>(`${actionPath(lessonId)}/answer`, body)

const answerRows = async (learnerId: string, lessonId = actionLesson) =>
  (await payload.db.drizzle.execute(sql`
    SELECT a.id, a.status, a.round, (SELECT count(*) FROM workbook_sends s WHERE s.answer_id = a.id) AS sends
    FROM workbook_answers a WHERE a.learner_id = ${learnerId} AND a.lesson_id = ${lessonId}`)).rows as { id: string; status: string; round: string; sends: string }[]

const createLesson = async (orderIndex: number, extra: Record<string, unknown> = {}) =>
  String((await payload.create({ collection: 'lessons', context: outsideNext, data: { course: courseId, title: `Workbook lesson ${orderIndex}`, orderIndex, ...extra } })).id)

const errorsOf = (result: ApiResult) => (result.body as { errors?: { field: string; message: string }[] }).errors ?? []

beforeAll(async () => {
  payload = await testPayload()
  courseId = String(
    (
      await payload.create({
        collection: 'courses',
        context: outsideNext,
        data: { title: `Workbook course ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
      })
    ).id,
  )
  const action: Lesson['action'] = {
    title: 'Find one hour a week',
    instructions: 'Try it this week.',
    prompts: [
      { kind: 'shortText', question: 'Which job eats your evenings?' },
      { kind: 'longText', question: 'What did you change?' },
      { kind: 'checklist', question: 'What did you do?', checklistItems: 'Timed my quotes\nAsked the team' },
      { kind: 'yesNo', question: 'Did you try it?' },
      { kind: 'photo', question: 'A photo of your quote template' },
    ],
  }
  previewLesson = await createLesson(1, { isPreview: true, action: { title: 'Voice', prompts: [{ kind: 'voice', question: 'Tell us in a minute' }] } })
  actionLesson = await createLesson(2, { action })
  plainLesson = await createLesson(3)
  const paidCourse = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Workbook paid ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: false, price: 50, status: 'available' },
  })
  lockedLesson = String(
    (await payload.create({ collection: 'lessons', context: outsideNext, data: { course: paidCourse.id, title: 'Paid', orderIndex: 2, action } })).id,
  )
  ;[learner, outsider] = await Promise.all([registeredLearner(uniqueEmail('workbook-learner')), registeredLearner(uniqueEmail('workbook-outsider'))])
  expect((await learner.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
  expect((await learner.client.post(`/api/v1/courses/${paidCourse.id}/enroll`, {})).status).toBe(201)
  const state = await learner.client.get<ActionState>(actionPath(actionLesson))
  expect(state.status).toBe(200)
  prompts = Object.fromEntries(state.body.prompts.map((prompt) => [prompt.kind, prompt]))
})

describe("a lesson's action", () => {
  it('is the prompts staff set, in order, with no answer yet', async () => {
    const state = await learner.client.get<ActionState>(actionPath(actionLesson))
    expect(state.body).toMatchObject({ lessonId: actionLesson, title: 'Find one hour a week', instructions: 'Try it this week.' })
    expect(state.body.prompts.map((prompt) => prompt.kind)).toEqual(['shortText', 'longText', 'checklist', 'yesNo', 'photo'])
    expect(prompts.checklist.items).toEqual(['Timed my quotes', 'Asked the team'])
    expect(state.body.answer).toMatchObject({ status: 'draft', round: 0, answers: [], canSend: true, rounds: [], files: [] })
  })

  it('is only for signed-in learners of the course, on a lesson they may open that has an action', async () => {
    expect((await new ApiClient().get(actionPath(actionLesson))).status).toBe(401)
    expect((await new ApiClient().put(`${actionPath(actionLesson)}/draft`, { answers: [] })).status).toBe(401)
    expect((await new ApiClient().post(`${actionPath(actionLesson)}/answer`, { clientId: crypto.randomUUID(), answers: [] })).status).toBe(401)
    // A preview lesson is open to anyone; its action only to learners of the course.
    const notEnrolled = await outsider.client.get(actionPath(previewLesson))
    expect(notEnrolled.status).toBe(403)
    expect(notEnrolled.body).toMatchObject({ message: 'Enrol in the course to answer its actions' })
    expect((await outsider.client.get(actionPath(actionLesson))).status).toBe(403)
    expect((await learner.client.get(actionPath(lockedLesson))).status).toBe(403)
    expect((await learner.client.get(actionPath(plainLesson))).status).toBe(404)
    expect((await learner.client.get(actionPath(unknownId))).status).toBe(404)
    expect((await learner.client.get(actionPath('not-a-lesson'))).status).toBe(404)
    expect((await learner.client.get(`${actionPath(actionLesson)}?userId=${outsider.user.id}`)).status).toBe(403)
    const forLocked = await send(learner.client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.shortText.id, text: 'x' }] }, lockedLesson)
    expect(forLocked.status).toBe(403)
    expect(await answerRows(learner.user.id, lockedLesson)).toEqual([])
  })
})

describe('answering', () => {
  it('saves a draft as the learner types, which follows them to another device and sends nothing', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-drafter'))
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const draft = [
      { promptId: prompts.shortText.id, text: '  Quoting  ' },
      { promptId: prompts.checklist.id, ticked: ['Asked the team'] },
      { promptId: prompts.yesNo.id, choice: 'yes' },
      { promptId: prompts.longText.id, text: '' },
    ]
    const saved = await client.put<ActionState>(`${actionPath(actionLesson)}/draft`, { answers: draft })
    expect(saved.status).toBe(200)
    expect(saved.body.answer.status).toBe('draft')
    expect(saved.body.answer.answers).toEqual([
      { promptId: prompts.shortText.id, text: 'Quoting' },
      { promptId: prompts.checklist.id, ticked: ['Asked the team'] },
      { promptId: prompts.yesNo.id, choice: 'yes' },
    ])
    const otherDevice = new ApiClient()
    await otherDevice.post('/api/v1/login', { email: (await payload.findByID({ collection: 'course-users', id: user.id })).email, password: 'learner-password-1' })
    expect((await otherDevice.get<ActionState>(actionPath(actionLesson))).body.answer.answers).toEqual(saved.body.answer.answers)
    expect(await answerRows(user.id)).toMatchObject([{ status: 'draft', sends: '0' }])
  })

  it('refuses answers that do not fit their question, and stores nothing', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-misfit'))
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const cases: [unknown, string, string][] = [
      [[{ promptId: 'gone', text: 'x' }], 'answers.0.promptId', 'This question is no longer part of the action: reload the lesson'],
      [[{ promptId: prompts.yesNo.id, text: 'x' }], 'answers.0.text', 'This question is not answered with text'],
      [[{ promptId: prompts.shortText.id, text: 'x'.repeat(201) }], 'answers.0.text', 'Keep this answer under 200 characters'],
      [[{ promptId: prompts.checklist.id, ticked: ['Not an item'] }], 'answers.0.ticked', 'Tick items of this checklist only: reload the lesson'],
      [[{ promptId: prompts.photo.id, fileIds: [unknownId] }], 'answers.0.fileIds', 'A photo was not uploaded: add it again'],
      [[{ promptId: prompts.yesNo.id, choice: 'maybe' }], 'answers.0.choice', 'Choose yes or no'],
      [[{ promptId: prompts.yesNo.id, choice: 'yes', extra: 1 }], 'answers.0', 'Unrecognized key: "extra"'],
      ['not a list', 'answers', 'answers must be a list'],
    ]
    for (const [answers, field, message] of cases) {
      for (const result of [await client.put(`${actionPath(actionLesson)}/draft`, { answers }), await send(client, { clientId: crypto.randomUUID(), answers })]) {
        expect(result.status, JSON.stringify(answers)).toBe(400)
        expect(errorsOf(result)[0]).toEqual({ field, message })
      }
    }
    const nothing = await send(client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.longText.id, text: '   ' }] })
    expect(nothing.status).toBe(400)
    expect(nothing.body).toMatchObject({ message: 'Answer at least one question before you send' })
    expect((await send(client, { clientId: 'not-a-uuid', answers: [] })).status).toBe(400)
    expect(await answerRows(user.id)).toEqual([])
  })

  it('sends once per client id, waits for the coach, and refuses a second send in the same round', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-sender'))
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const clientId = crypto.randomUUID()
    const body = { clientId, answers: [{ promptId: prompts.shortText.id, text: 'Quoting' }] }
    const [first, again] = await Promise.all([send(client, body), send(client, body)])
    expect([first.status, again.status].sort()).toEqual([200, 201])
    const sent = first.status === 201 ? first : again
    expect(sent.body.answer).toMatchObject({ status: 'waiting', round: 1, canSend: false, rounds: [{ round: 1, verdict: null, coachReply: null }] })
    expect(await answerRows(user.id)).toMatchObject([{ status: 'waiting', round: '1', sends: '1' }])
    const second = await send(client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.shortText.id, text: 'Invoicing' }] })
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ message: 'Your answer is with your coach. You can send again once they reply.' })
    expect(await answerRows(user.id)).toMatchObject([{ round: '1', sends: '1' }])
    const otherLesson = await send(client, { clientId, answers: [{ promptId: 'x', text: 'x' }] }, previewLesson)
    expect(otherLesson.status).toBe(400)
  })
})

describe('photos and voice notes', () => {
  it('stores a photo shrunk, as JPEG, without its camera details; a repeat stores it once; only its owner can fetch it', async () => {
    const fileId = crypto.randomUUID()
    const photo = await phonePhoto()
    const first = await upload(learner.client, actionLesson, fileId, photo, 'image/jpeg')
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ id: fileId, kind: 'photo', url: `/api/v1/workbook/files/${fileId}`, durationSeconds: null })
    expect((await upload(learner.client, actionLesson, fileId, photo, 'image/jpeg')).status).toBe(200)
    const rows = (await payload.db.drizzle.execute(sql`SELECT count(*) AS n FROM workbook_files WHERE client_id = ${fileId}`)).rows as { n: string }[]
    expect(rows[0].n).toBe('1')

    const fetched = await learner.client.get(`/api/v1/workbook/files/${fileId}`)
    expect(fetched.status).toBe(200)
    const bytes = Buffer.from(await (await fetch(`${testEnv().baseUrl}/api/v1/workbook/files/${fileId}`, { headers: { cookie: learner.client.cookie! } })).arrayBuffer())
    const stored = await sharp(bytes).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 })
    expect(stored.exif).toBeUndefined()
    expect(bytes.length).toBeLessThan(photo.length)
    expect((await outsider.client.get(`/api/v1/workbook/files/${fileId}`)).status).toBe(404)
    expect((await new ApiClient().get(`/api/v1/workbook/files/${fileId}`)).status).toBe(401)
    expect((await learner.client.get(`/api/v1/workbook/files/${unknownId}`)).status).toBe(404)
    const ranged = await fetch(`${testEnv().baseUrl}/api/v1/workbook/files/${fileId}`, { headers: { cookie: learner.client.cookie!, range: 'bytes=0-9' } })
    expect(ranged.status).toBe(206)
    expect((await ranged.arrayBuffer()).byteLength).toBe(10)

    const withPhoto = await send(learner.client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.photo.id, fileIds: [fileId] }] })
    expect(withPhoto.status).toBe(201)
    expect(withPhoto.body.answer.files).toEqual([first.body])
    // Another learner cannot name it in their answer.
    await outsider.client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const borrowed = await send(outsider.client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.photo.id, fileIds: [fileId] }] })
    expect(borrowed.status).toBe(400)
  })

  it('refuses what is not a photo or voice note, too big, or too long, and stores nothing', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-uploader'))
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const notAnImage = await upload(client, actionLesson, crypto.randomUUID(), Buffer.from('this is text, not a photo'), 'image/png')
    expect(notAnImage.status).toBe(415)
    expect(notAnImage.body.message).toBe('This is not a photo we can take: choose a JPEG, PNG, WebP, GIF or HEIC photo')
    const brokenJpeg = await upload(client, actionLesson, crypto.randomUUID(), (await phonePhoto(400, 300)).subarray(0, 300), 'image/jpeg')
    expect(brokenJpeg.status).toBe(400)
    expect(brokenJpeg.body.message).toBe("We couldn't read this photo. Please choose a JPEG or PNG photo.")
    const wrongType = await upload(client, actionLesson, crypto.randomUUID(), Buffer.from('%PDF-1.4'), 'application/pdf')
    expect(wrongType.status).toBe(415)
    const huge = await upload(client, actionLesson, crypto.randomUUID(), Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg')
    expect(huge.status).toBe(413)
    expect(huge.body.message).toMatch(/5 MB/)
    const tooLong = await upload(client, previewLesson, crypto.randomUUID(), voiceFixture('tone-61s.webm'), 'audio/webm')
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toBe('Voice notes can be up to 60 seconds')
    const notAudio = await upload(client, previewLesson, crypto.randomUUID(), Buffer.from('not audio at all'), 'audio/webm')
    expect(notAudio.status).toBe(415)
    const cutOff = await upload(client, previewLesson, crypto.randomUUID(), voiceFixture('tone-5s.ogg').subarray(0, 1000), 'audio/ogg')
    expect(cutOff.status).toBe(400)
    expect(cutOff.body.message).toBe("We couldn't play this voice note. Please record it again.")
    expect((await upload(client, actionLesson, 'not-a-uuid', await phonePhoto(10, 10), 'image/jpeg')).status).toBe(404)
    expect((await upload(client, plainLesson, crypto.randomUUID(), await phonePhoto(10, 10), 'image/jpeg')).status).toBe(404)
    const stranger = await registeredLearner(uniqueEmail('workbook-stranger'))
    expect((await upload(stranger.client, previewLesson, crypto.randomUUID(), await phonePhoto(10, 10), 'image/jpeg')).status).toBe(403)
    expect((await upload(new ApiClient(), actionLesson, crypto.randomUUID(), await phonePhoto(10, 10), 'image/jpeg')).status).toBe(401)
    const files = (await payload.db.drizzle.execute(sql`SELECT count(*) AS n FROM workbook_files WHERE learner_id = ${user.id}`)).rows as { n: string }[]
    expect(files[0].n).toBe('0')
  })

  it('keeps a voice note of up to 60 seconds with its length', async () => {
    const fileId = crypto.randomUUID()
    const stored = await upload(learner.client, previewLesson, fileId, voiceFixture('tone-5s.webm'), 'audio/webm;codecs=opus')
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ id: fileId, kind: 'voice', durationSeconds: 5 })
    const sent = await send(learner.client, { clientId: crypto.randomUUID(), answers: [{ promptId: (await learner.client.get<ActionState>(actionPath(previewLesson))).body.prompts[0].id, fileIds: [fileId] }] }, previewLesson)
    expect(sent.status).toBe(201)
  })
})

describe("a coach's reply", () => {
  it('is mailed to the learner once, shows with the answer, and opens the next round', async () => {
    const email = uniqueEmail('workbook-coached')
    const { client, user } = await registeredLearner(email)
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    expect((await send(client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.shortText.id, text: 'Quoting' }] })).status).toBe(201)
    const [answer] = await answerRows(user.id)
    const token = await staffLogin()
    const since = Date.now()
    await staffUpdate(token, 'workbook-answers', answer.id, { coachReply: 'Good start. Time the next three quotes.', verdict: 'anotherGo' })
    const mail = readMessage(await waitForMail(email, /Your coach replied/, since))
    expect(mail.subject).toBe('Your coach replied: Workbook lesson 2')
    expect(mail.body).toContain('Have another go')
    expect(mail.body).toContain('Good start. Time the next three quotes.')
    expect(mail.body).toContain(`/v1/lessons/${actionLesson}#your-action`)
    expect(mail.oneClickUnsubscribe).toMatch(/\/api\/v1\/unsubscribe\//)

    const state = (await client.get<ActionState>(actionPath(actionLesson))).body
    expect(state.answer).toMatchObject({ status: 'anotherGo', canSend: true, rounds: [{ round: 1, verdict: 'anotherGo', coachReply: 'Good start. Time the next three quotes.' }] })
    // Saving again without changing the reply mails nothing more.
    await staffUpdate(token, 'workbook-answers', answer.id, { coachReply: 'Good start. Time the next three quotes.', verdict: 'anotherGo' })

    const next = await send(client, { clientId: crypto.randomUUID(), answers: [{ promptId: prompts.shortText.id, text: 'Timed three: 40 minutes each' }] })
    expect(next.status).toBe(201)
    expect(next.body.answer).toMatchObject({ status: 'waiting', round: 2, canSend: false })
    expect(next.body.answer.rounds.map((round) => [round.round, round.verdict])).toEqual([
      [2, null],
      [1, 'anotherGo'],
    ])
    const replies = (await payload.db.drizzle.execute(sql`SELECT count(*) AS n FROM mail_deliveries WHERE workbook_answer_id = ${answer.id}`)).rows as { n: string }[]
    expect(replies[0].n).toBe('1')
  })

  it('cannot be given to an answer never sent, and learners cannot read or change answers through the REST API', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-unsent'))
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    await client.put(`${actionPath(actionLesson)}/draft`, { answers: [{ promptId: prompts.shortText.id, text: 'draft' }] })
    const [answer] = await answerRows(user.id)
    const token = await staffLogin()
    const refused = await fetch(`${testEnv().baseUrl}/api/workbook-answers/${answer.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ verdict: 'looksGood' }),
    })
    expect(refused.status).toBe(400)
    expect((await client.get(`/api/workbook-answers/${answer.id}`)).status).toBe(403)
    expect((await client.get('/api/workbook-files')).status).toBe(403)
    const forged = await client.call('PATCH', `/api/workbook-answers/${answer.id}`, { status: 'looksGood' })
    expect(forged.status).toBe(403)
    // Staff set the reply, never the learner's answer or its status.
    await staffUpdate(token, 'workbook-answers', answer.id, { status: 'looksGood', answers: [], round: 7 })
    expect(await answerRows(user.id)).toMatchObject([{ status: 'draft', round: '0' }])
  })
})

describe('downloads', () => {
  let pdf: Buffer
  beforeAll(async () => {
    const doc = await a4Document({ Title: 'Scoring sheet' })
    doc.font('regular').text('Score each tool from 1 to 5.')
    pdf = await pdfBytes(doc)
  })
  const createResource = async (title: string, course: string, lesson?: string) =>
    String(
      (
        await payload.create({
          collection: 'workbook-resources',
          data: { title, course, lesson },
          file: { data: pdf, mimetype: 'application/pdf', name: `${title.toLowerCase().replace(/\W+/g, '-')}-${stamp}.pdf`, size: pdf.length },
        })
      ).id,
    )

  it("are served to the course's learners only, whole, in ranges and to HEAD, with the title as the file name", async () => {
    const courseResource = await createResource('Scoring sheet', courseId)
    const path = `/api/v1/workbook/resources/${courseResource}`
    const whole = await fetch(`${testEnv().baseUrl}${path}`, { headers: { cookie: learner.client.cookie! } })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    expect(whole.headers.get('content-disposition')).toBe('attachment; filename="scoring-sheet.pdf"')
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(pdf)
    const ranged = await fetch(`${testEnv().baseUrl}${path}`, { headers: { cookie: learner.client.cookie!, range: 'bytes=0-3' } })
    expect([ranged.status, await ranged.text()]).toEqual([206, '%PDF'])
    const head = await fetch(`${testEnv().baseUrl}${path}`, { method: 'HEAD', headers: { cookie: learner.client.cookie! } })
    expect([head.status, head.headers.get('accept-ranges'), head.headers.get('content-type'), (await head.arrayBuffer()).byteLength]).toEqual([200, 'bytes', 'application/pdf', 0])

    expect((await new ApiClient().get(path)).status).toBe(401)
    const stranger = await registeredLearner(uniqueEmail('workbook-no-downloads'))
    const refused = await stranger.client.get(path)
    expect([refused.status, refused.body.message]).toEqual([403, 'Enrol in the course to download its resources'])
    expect((await learner.client.get(`/api/v1/workbook/resources/${unknownId}`)).status).toBe(404)
    expect((await learner.client.get('/api/v1/workbook/resources/not-an-id')).status).toBe(404)
    expect((await learner.client.get(`/api/workbook-resources/${courseResource}`)).status).toBe(403)
  })

  it("of a paid course's lesson need that lesson open to the learner", async () => {
    const paidCourseId = String((await payload.findByID({ collection: 'lessons', id: lockedLesson, depth: 0 })).course)
    const lessonResource = await createResource('Paid lesson sheet', paidCourseId, lockedLesson)
    // The learner is enrolled in the paid course, which is not paid for: its lessons are shut.
    expect((await learner.client.get(`/api/v1/workbook/resources/${lessonResource}`)).status).toBe(403)
  })
})

describe('My workbook as a PDF', () => {
  it("holds the learner's answers, their photo and the coach's reply; only for them", async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-printer'), { firstName: 'Zofia', lastName: 'Łukasiewicz' })
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const fileId = crypto.randomUUID()
    expect((await upload(client, actionLesson, fileId, await phonePhoto(400, 300), 'image/jpeg')).status).toBe(201)
    const answers = [
      { promptId: prompts.shortText.id, text: 'Quotes on Sunday nights' },
      { promptId: prompts.checklist.id, ticked: ['Asked the team'] },
      { promptId: prompts.yesNo.id, choice: 'yes' },
      { promptId: prompts.photo.id, fileIds: [fileId] },
    ]
    expect((await send(client, { clientId: crypto.randomUUID(), answers })).status).toBe(201)
    const [answer] = await answerRows(user.id)
    await staffUpdate(await staffLogin(), 'workbook-answers', answer.id, { coachReply: 'Brilliant: block out Sunday.', verdict: 'looksGood' })

    const response = await fetch(`${testEnv().baseUrl}/api/v1/workbook/pdf`, { headers: { cookie: client.cookie! } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    for (const expected of ['My workbook', 'Zofia Łukasiewicz', `Workbook course ${stamp}`, 'Which job eats your evenings?', 'Quotes on Sunday nights', '☑ Asked the team', '☐ Timed my quotes', 'Yes', 'Your coach: Looks good', 'Brilliant: block out Sunday.']) {
      expect(text).toContain(expected)
    }
    // The photo is in it.
    expect(Buffer.from(bytes).includes('/Subtype /Image')).toBe(true)
    expect((await new ApiClient().get('/api/v1/workbook/pdf')).status).toBe(401)
  })
})

describe('closing the account', () => {
  it("removes the answers' words, photos and voice notes, and keeps that the action was sent", async () => {
    const { client, user } = await registeredLearner(uniqueEmail('workbook-closer'))
    await client.post(`/api/v1/courses/${courseId}/enroll`, {})
    const fileId = crypto.randomUUID()
    expect((await upload(client, actionLesson, fileId, await phonePhoto(200, 100), 'image/jpeg')).status).toBe(201)
    const answers = [
      { promptId: prompts.shortText.id, text: 'My private words' },
      { promptId: prompts.photo.id, fileIds: [fileId] },
    ]
    expect((await send(client, { clientId: crypto.randomUUID(), answers })).status).toBe(201)
    expect((await client.post('/api/v1/account/close', { currentPassword: 'learner-password-1' })).status).toBe(200)
    const left = (await payload.db.drizzle.execute(sql`
      SELECT a.status, a.answers::text AS answers, s.answers::text AS sent, (SELECT count(*) FROM workbook_files WHERE learner_id = ${user.id}) AS files
      FROM workbook_answers a JOIN workbook_sends s ON s.answer_id = a.id WHERE a.learner_id = ${user.id}`)).rows
    expect(left).toEqual([{ status: 'waiting', answers: '[]', sent: '[]', files: '0' }])
  })
})
