import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registrationFor } from '../support/apiClient'
import { startExtraServer } from '../support/extraServer'
import { learnerPassword } from '../support/factories'
import { uniqueEmail } from '../support/payload'
import { startSentryStandIn, type ReceivedEvent } from '../support/sentryStandIn'
import { testEnv } from '../support/testEnv'

/**
 * Unexpected errors reach the error tracker, without learner data: a second app instance with SENTRY_DSN pointing at a
 * local stand-in for Sentry's ingest, and a 1 s statement timeout, made to fail for real while this test holds a lock.
 */
let sentry: Awaited<ReturnType<typeof startSentryStandIn>>
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  sentry = await startSentryStandIn()
  server = await startExtraServer({ SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'int-test', DATABASE_STATEMENT_TIMEOUT_MS: '1000' })
})

afterAll(async () => {
  await server?.stop()
  await sentry?.stop()
})

/** Runs `work` while another connection holds `lock` (a LOCK TABLE statement), then lets it go. */
const whileLocked = async <T>(lock: string, work: () => Promise<T>): Promise<T> => {
  const locker = new pg.Client({ connectionString: testEnv().databaseUrl })
  await locker.connect()
  try {
    await locker.query('BEGIN')
    await locker.query(lock)
    return await work()
  } finally {
    await locker.query('ROLLBACK')
    await locker.end()
  }
}

const exceptionOf = (event: ReceivedEvent) => event.exception?.values?.at(-1)
const emailAddress = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/i

describe('error reports', () => {
  it('report a logged error and a page that failed, with the learner taken out', async () => {
    const email = uniqueEmail('reported')
    const client = new ApiClient(server.baseUrl)
    // The welcome mail cannot be recorded in time: registration still succeeds, and the failure is logged as an error.
    const registered = await whileLocked('LOCK TABLE mail_deliveries IN EXCLUSIVE MODE', () =>
      client.post<{ id: string }>('/api/v1/register', registrationFor(email, { firstName: 'Quillon', lastName: 'Reportsworth' })),
    )
    expect(registered.status).toBe(201)
    const loggedError = () => sentry.events.find((event) => String(event.extra?.message).startsWith('Could not queue the welcome mail'))
    await expect.poll(loggedError, { timeout: 15_000, interval: 100 }).toBeDefined()
    expect(loggedError()).toMatchObject({ environment: 'int-test', tags: expect.objectContaining({ source: 'log' }) })
    // The failed statement is reported without its SQL and parameters (the learner's email was one).
    expect(exceptionOf(loggedError()!)).toMatchObject({ type: 'DatabaseStatementError', value: expect.stringMatching(/^A database statement failed \(SQLSTATE 57014\)/) })

    // The learner's page cannot look up the session in time: Next answers 500 and reports the request.
    const page = await whileLocked('LOCK TABLE course_users_sessions IN ACCESS EXCLUSIVE MODE', () =>
      fetch(`${server.baseUrl}/v1/dashboard?from=mail`, { headers: { cookie: client.cookie ?? '', authorization: 'JWT not-a-real-token' }, redirect: 'manual' }),
    )
    expect(page.status).toBe(500)
    const failedPage = () => sentry.events.find((event) => event.tags?.source === 'request')
    await expect.poll(failedPage, { timeout: 15_000, interval: 100 }).toBeDefined()
    expect(String(failedPage()!.extra?.message)).toMatch(/^GET \/v1\/dashboard/)

    // Nothing of the learner in anything sent: email, name, password, session cookie, credentials, the query string.
    const sessionValue = client.cookie?.split('=')[1] ?? ''
    expect(sessionValue.length).toBeGreaterThan(10)
    const everything = sentry.envelopes.join('\n')
    for (const secret of [email, 'Quillon', 'Reportsworth', learnerPassword, sessionValue, 'not-a-real-token', 'from=mail']) {
      expect(everything).not.toContain(secret)
    }
    expect(everything).not.toMatch(emailAddress)
    for (const event of sentry.events) expect(event.user).toBeUndefined()
  })

  it("go on from a phone's browser through our tunnel, scrubbed on the server whatever the phone sent", async () => {
    const email = uniqueEmail('browser-report')
    const eventId = crypto.randomUUID().replaceAll('-', '')
    // What a browser that did not scrub would send: the learner in the message, the address, the user and the breadcrumbs.
    const event = {
      event_id: eventId,
      platform: 'javascript',
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: `Cannot read the lesson of ${email}` }] },
      request: { url: `${server.baseUrl}/v1/reset-password?token=from-the-mail`, headers: { 'User-Agent': 'Mozilla/5.0', Cookie: 'solvingtech-session=stolen' } },
      user: { email, ip_address: '203.0.113.9' },
      breadcrumbs: [{ category: 'ui.input', message: `typed ${email}` }],
    }
    const envelope = [JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n')
    const response = await fetch(`${server.baseUrl}/api/v1/browser-errors`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: envelope })
    expect(response.status).toBe(204)

    const reported = () => sentry.events.find((received) => (received as { event_id?: string }).event_id === eventId)
    await expect.poll(reported, { timeout: 15_000, interval: 100 }).toBeDefined()
    expect(reported()).toMatchObject({
      environment: 'int-test',
      tags: { source: 'browser' },
      exception: { values: [{ type: 'TypeError', value: 'Cannot read the lesson of [email]' }] },
      request: { url: `${server.baseUrl}/v1/reset-password`, headers: { 'User-Agent': 'Mozilla/5.0' } },
    })
    expect(reported()!.user).toBeUndefined()
    const sent = sentry.envelopes.find((whole) => whole.includes(eventId))!
    for (const secret of [email, 'from-the-mail', 'stolen', '203.0.113.9', 'typed']) expect(sent).not.toContain(secret)
  })
})
