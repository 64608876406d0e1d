import { chromium } from '@playwright/test'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { chromiumPath } from '../../scripts/lib/chromium'
import { startExtraServer } from '../support/extraServer'
import { requestResetToken } from '../support/passwordReset'
import { testPayload, uniqueEmail } from '../support/payload'
import { testEnv } from '../support/testEnv'

/**
 * A statement that runs past DATABASE_STATEMENT_TIMEOUT_MS answers 503 and stores nothing of the call: checked on a
 * second app instance with a 1 s limit, while this test holds a lock the call's writes must wait for.
 */
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  server = await startExtraServer({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' })
})

afterAll(async () => {
  await server?.stop()
})

const lockStatements = {
  lesson_progress: 'LOCK TABLE lesson_progress IN EXCLUSIVE MODE',
  course_users_sessions: 'LOCK TABLE course_users_sessions IN EXCLUSIVE MODE',
  'course_users_sessions, reads too': 'LOCK TABLE course_users_sessions IN ACCESS EXCLUSIVE MODE',
} as const

type LockedTable = keyof typeof lockStatements

/**
 * Runs `work` while another connection holds an exclusive lock on `table`, then lets the lock go. `work` gets
 * `stillLocked`, which asks Postgres whether that lock is still held (so a test can check that an answer came while
 * it was, rather than timing the call).
 */
const whileLocked = async <T>(table: LockedTable, work: (stillLocked: () => Promise<boolean>) => Promise<T>): Promise<T> => {
  const locker = new pg.Client({ connectionString: testEnv().databaseUrl })
  await locker.connect()
  const stillLocked = async () => {
    const { rows } = await locker.query<{ held: number }>(
      "SELECT count(*)::int AS held FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'relation' AND granted AND mode IN ('ExclusiveLock', 'AccessExclusiveLock')",
    )
    return rows[0].held > 0
  }
  try {
    await locker.query('BEGIN')
    await locker.query(lockStatements[table])
    return await work(stillLocked)
  } finally {
    await locker.query('ROLLBACK')
    await locker.end()
  }
}

/** A learner registered on the main server, calling the strict one with the same session. */
const learnerOnStrictServer = async (label: string) => {
  const { client, user } = await registeredLearner(uniqueEmail(label))
  const strict = new ApiClient(server.baseUrl)
  strict.cookie = client.cookie
  return { strict, user }
}

describe('a call that times out on the database', () => {
  it('answers 503 with a JSON body and stores no completion; the retry stores exactly one', async () => {
    const { featured } = await seededCourses()
    const { strict, user } = await learnerOnStrictServer('timeout-complete')
    expect((await strict.post(`/api/v1/courses/${featured.id}/enroll`, {})).status).toBe(201)
    const lessonId = featured.lessonIds[1]

    const timedOut = await whileLocked('lesson_progress', async (stillLocked) => {
      const response = await strict.post(`/api/v1/lessons/${lessonId}/complete`, {})
      // The answer came while the lock was still held: the statement timeout ended the call, not the lock's release.
      expect(await stillLocked()).toBe(true)
      return response
    })
    expect(timedOut.status).toBe(503)
    expect(timedOut.body).toEqual({ message: expect.any(String) })
    expect(Number(timedOut.headers.get('retry-after'))).toBeGreaterThan(0)

    const payload = await testPayload()
    const rows = () => payload.count({ collection: 'lesson-progress', where: { user: { equals: user.id }, lesson: { equals: lessonId } } })
    expect((await rows()).totalDocs).toBe(0)
    expect((await strict.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)
    expect((await rows()).totalDocs).toBe(1)
  })

  it('leaves a password reset undone, its link still working, when ending the sessions times out', async () => {
    const email = uniqueEmail('timeout-reset')
    await registeredLearner(email)
    const { token } = await requestResetToken(email)
    const strict = new ApiClient(server.baseUrl)

    const timedOut = await whileLocked('course_users_sessions', () => strict.post('/api/v1/reset-password', { token, password: 'first-new-pass' }))
    expect(timedOut.status).toBe(503)
    expect((await new ApiClient().post('/api/v1/login', { email, password: 'first-new-pass' })).status).toBe(401)

    expect((await strict.post('/api/v1/reset-password', { token, password: 'second-new-pass' })).status).toBe(200)
    expect((await new ApiClient().post('/api/v1/login', { email, password: 'second-new-pass' })).status).toBe(200)
  })

  it('shows a learner page as "Something went wrong" while its session lookup times out, and Try again recovers', async () => {
    const { strict } = await learnerOnStrictServer('timeout-page')
    const browser = await chromium.launch({ executablePath: chromiumPath() })
    try {
      const context = await browser.newContext({ baseURL: server.baseUrl })
      const [name, value] = (strict.cookie ?? '').split('=')
      await context.addCookies([{ name, value, url: server.baseUrl, httpOnly: true }])
      const page = await context.newPage()
      await whileLocked('course_users_sessions, reads too', async () => {
        const response = await page.goto('/v1/dashboard')
        expect(response?.status()).toBe(500)
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Something went wrong')
        expect(await page.content()).not.toMatch(/canceling statement|course_users_sessions|at async/)
      })
      await page.getByRole('button', { name: 'Try again' }).click()
      // The page renders again on the server: given as long as a page load may take, not expect.poll's default second.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toMatch(/^Welcome/)
    } finally {
      await browser.close()
    }
  })
})
