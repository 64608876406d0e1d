import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { uploadedFilePath } from '@/lib/server/uploads/uploadedFilePath'

import { registeredLearner } from '../support/apiClient'
import { startExtraServer } from '../support/extraServer'
import { createLearner } from '../support/factories'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'

/**
 * A learner's four photos: one named in an answer they sent, one in a draft of another lesson, and two that no answer
 * names, one of them added over a week ago (as were the first two). Returns their ids, their files and what is left.
 */
const workbookPhotos = async (payload: Payload) => {
  const course = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Maintenance ${Date.now()}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
  })
  const lesson = async (orderIndex: number) =>
    payload.create({
      collection: 'lessons',
      context: outsideNext,
      data: { course: course.id, title: `Photos ${orderIndex}`, orderIndex, action: { title: 'Photos', prompts: [{ kind: 'photo', question: 'A photo' }] } },
    })
  const [sentLesson, draftLesson] = [await lesson(1), await lesson(2)]
  const { client, user } = await registeredLearner(uniqueEmail('maintenance-photos'))
  await client.post(`/api/v1/courses/${course.id}/enroll`, {})
  const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#456' } }).jpeg().toBuffer()
  const ids = { sent: crypto.randomUUID(), draft: crypto.randomUUID(), oldUnused: crypto.randomUUID(), newUnused: crypto.randomUUID() }
  const action = (lessonId: string | number) => `/api/v1/lessons/${lessonId}/action`
  for (const [id, lessonId] of [[ids.sent, sentLesson.id], [ids.oldUnused, sentLesson.id], [ids.newUnused, sentLesson.id], [ids.draft, draftLesson.id]] as const) {
    const stored = await client.call('PUT', `${action(lessonId)}/files/${id}`, undefined, { headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) })
    expect(stored.status).toBe(201)
  }
  const promptOf = async (lessonId: string | number) => (await client.get<{ prompts: { id: string }[] }>(action(lessonId))).body.prompts[0].id
  const sent = await client.post(`${action(sentLesson.id)}/answer`, { clientId: crypto.randomUUID(), answers: [{ promptId: await promptOf(sentLesson.id), fileIds: [ids.sent] }] })
  expect(sent.status).toBe(201)
  expect((await client.put(`${action(draftLesson.id)}/draft`, { answers: [{ promptId: await promptOf(draftLesson.id), fileIds: [ids.draft] }] })).status).toBe(200)
  await payload.db.drizzle.execute(sql`
    UPDATE workbook_files SET created_at = now() - interval '8 days' WHERE learner_id = ${user.id} AND client_id <> ${ids.newUnused}`)
  const rows = async () =>
    (await payload.db.drizzle.execute(sql`SELECT client_id, filename FROM workbook_files WHERE learner_id = ${user.id}`)).rows as { client_id: string; filename: string }[]
  const files = Object.fromEntries((await rows()).map((row) => [row.client_id, uploadedFilePath(payload, 'workbook-files', row.filename)!]))
  for (const file of Object.values(files)) expect(existsSync(file)).toBe(true)
  return { ids, files, left: async () => (await rows()).map((row) => row.client_id).sort() }
}

/** Nothing grows forever, and a real deployment never writes its mail to the log. */
describe('the maintenance job', () => {
  it('deletes expired rows and unused workbook files on its schedule, inside the app, and keeps live ones', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const learner = await createLearner(payload)
    const tag = `maint-${Date.now()}`
    await db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, window_started_at) VALUES (${`${tag}-old`}, 1, now() - interval '2 days'), (${`${tag}-live`}, 1, now())`)
    await db.execute(sql`
      INSERT INTO login_failures (email, client_address, failures, last_failed_at)
      VALUES (${`${tag}-old@example.test`}, '10.0.0.1', 3, now() - interval '2 days'), (${`${tag}-live@example.test`}, '10.0.0.1', 3, now())`)
    await db.execute(sql`
      INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, is_used) VALUES
        (${learner.id}, ${`${tag}-expired`}, now() - interval '1 minute', false),
        (${learner.id}, ${`${tag}-used`}, now() + interval '1 hour', true),
        (${learner.id}, ${`${tag}-live`}, now() + interval '1 hour', false)`)
    await db.execute(sql`
      INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at, is_used) VALUES
        (${learner.id}, 'a@example.test', ${`${tag}-expired`}, now() - interval '1 minute', false),
        (${learner.id}, 'b@example.test', ${`${tag}-live`}, now() + interval '1 hour', false)`)
    await db.execute(sql`
      INSERT INTO audit_events (event, outcome, detail, created_at) VALUES
        ('staff-export', 'success', ${`${tag}-old`}, now() - interval '200 days'), ('staff-export', 'success', ${`${tag}-live`}, now())`)
    await db.execute(sql`
      INSERT INTO payload_jobs (task_slug, queue, input, completed_at) VALUES
        ('sendMail', ${`${tag}-old`}, '{}', now() - interval '8 days'), ('sendMail', ${`${tag}-live`}, '{}', now() - interval '6 days')`)

    const left = async () => {
      const result = await db.execute(sql`
        SELECT key AS name FROM rate_limit_counters WHERE key LIKE ${`${tag}%`}
        UNION ALL SELECT email FROM login_failures WHERE email LIKE ${`${tag}%`}
        UNION ALL SELECT 'reset:' || token_hash FROM password_reset_tokens WHERE token_hash LIKE ${`${tag}%`}
        UNION ALL SELECT 'email:' || token_hash FROM email_change_tokens WHERE token_hash LIKE ${`${tag}%`}
        UNION ALL SELECT 'audit:' || detail FROM audit_events WHERE detail LIKE ${`${tag}%`}
        UNION ALL SELECT 'job:' || queue FROM payload_jobs WHERE queue LIKE ${`${tag}%`}`)
      return (result.rows as { name: string }[]).map((row) => row.name).sort()
    }
    const live = [`${tag}-live`, `${tag}-live@example.test`, `audit:${tag}-live`, `email:${tag}-live`, `job:${tag}-live`, `reset:${tag}-live`].sort()
    expect(await left()).not.toEqual(live)
    const photos = await workbookPhotos(payload)

    // An instance whose maintenance schedule is every second: the job is queued and run by the app itself. A job
    // another instance scheduled for later would stop this one from being scheduled, so none is left waiting.
    await db.execute(sql`DELETE FROM payload_jobs WHERE queue = 'maintenance' AND completed_at IS NULL`)
    const server = await startExtraServer({ MAINTENANCE_CRON: '* * * * * *' })
    try {
      await expect.poll(left, { timeout: 60_000, interval: 250 }).toEqual(live)
      // The photo no answer has named for a week goes, from the database and from storage; the others stay.
      const { ids, files } = photos
      await expect.poll(photos.left, { timeout: 30_000, interval: 250 }).toEqual([ids.sent, ids.draft, ids.newUnused].sort())
      expect(existsSync(files[ids.oldUnused])).toBe(false)
      for (const id of [ids.sent, ids.draft, ids.newUnused]) expect(existsSync(files[id])).toBe(true)
    } finally {
      await server.stop()
    }
  }, 120_000)
})

describe('start-up', () => {
  it('refuses to start a real deployment (PUBLIC_URL on HTTPS) without SMTP, saying why', async () => {
    const child = spawn(process.execPath, ['--no-deprecation', '--import', 'tsx', 'server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', PUBLIC_URL: 'https://learn.example.test', SMTP_HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('SMTP_HOST is not set')
  })
})
