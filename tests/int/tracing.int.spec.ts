import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registrationFor } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { startExtraServer } from '../support/extraServer'
import { learnerPassword } from '../support/factories'
import { startOtlpCollector, spanKind, type ReceivedSpan } from '../support/otlpCollector'
import { uniqueEmail } from '../support/payload'

/**
 * Traces: a second app instance with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local stand-in for an OpenTelemetry
 * collector, which sees one lesson completion as a trace (the HTTP server span and the Postgres queries; Next's own spans
 * are in the trace of a call Next answers) and the welcome mail's job as a span of its own, with no learner data in any
 * of them.
 */
let collector: Awaited<ReturnType<typeof startOtlpCollector>>
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  collector = await startOtlpCollector()
  // Spans are sent every 200 ms rather than every 5 s, and metrics every 500 ms rather than every minute, so the test waits less.
  server = await startExtraServer({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '200', OTEL_METRIC_EXPORT_INTERVAL: '500' })
})

afterAll(async () => {
  await server?.stop()
  await collector?.stop()
})

const httpScope = '@opentelemetry/instrumentation-http'
const pgScope = '@opentelemetry/instrumentation-pg'
const pathOf = (span: ReceivedSpan) => String(span.attributes['http.target'] ?? span.attributes['url.path'] ?? '')
const emailAddress = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/i

describe('traces over OTLP', () => {
  it('show one lesson completion as a trace of the request, its queries and the jobs it started, without learner data', async () => {
    const { featured } = await seededCourses()
    const lessonId = featured.lessonIds[1]
    const email = uniqueEmail('traced')
    const client = new ApiClient(server.baseUrl)
    expect((await client.post('/api/v1/register', registrationFor(email, { firstName: 'Quillon', lastName: 'Traceworth' }))).status).toBe(201)
    expect((await client.post(`/api/v1/courses/${featured.id}/enroll`, {})).status).toBe(201)
    expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)

    const completion = () =>
      collector.spans.find((span) => span.scope === httpScope && span.kind === spanKind.server && pathOf(span) === `/api/v1/lessons/${lessonId}/complete`)
    const inTraceOf = (span: ReceivedSpan | undefined) => (span ? collector.spans.filter((other) => other.traceId === span.traceId) : [])
    const welcomeJob = () => collector.spans.find((span) => span.name === 'job sendMail')
    await expect
      .poll(() => inTraceOf(completion()).some((span) => span.scope === pgScope) && inTraceOf(welcomeJob()).some((span) => span.scope === pgScope), {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(true)

    const request = completion()!
    expect(request.service).toBe('solving-tech')
    expect([request.attributes['http.request.method'] ?? request.attributes['http.method'], request.attributes['http.response.status_code'] ?? request.attributes['http.status_code']]).toEqual(['POST', 200])
    const trace = inTraceOf(request)
    const queries = trace.filter((span) => span.scope === pgScope)
    // Each query under the request, with its statement's placeholders and never its parameters.
    const statementOf = (span: ReceivedSpan) => String(span.attributes['db.statement'] ?? span.attributes['db.query.text'])
    expect(queries.some((span) => /insert into "?lesson_progress"?/i.test(statementOf(span)))).toBe(true)
    for (const query of queries) expect(Object.keys(query.attributes).filter((key) => /param|values/i.test(key))).toEqual([])
    // The completion is answered by server.ts directly (a hot call), so no Next.js span is in its trace; a call Next
    // answers, the enrolment, has Next's own spans in its trace.
    expect(trace.some((span) => span.scope === 'next.js')).toBe(false)
    const enrolment = () =>
      collector.spans.find((span) => span.scope === httpScope && span.kind === spanKind.server && pathOf(span) === `/api/v1/courses/${featured.id}/enroll`)
    await expect.poll(() => inTraceOf(enrolment()).some((span) => span.scope === 'next.js'), { timeout: 10_000, interval: 100 }).toBe(true)

    const job = welcomeJob()!
    expect(job.attributes).toMatchObject({ 'job.task': 'sendMail', 'job.id': expect.any(String) })
    expect(inTraceOf(job).some((span) => span.scope === pgScope && span.parentSpanId !== undefined)).toBe(true)

    // Nothing the learner sent or holds is in any span: session cookie, password, email, name, query strings.
    const sessionValue = client.cookie?.split('=')[1] ?? ''
    expect(sessionValue.length).toBeGreaterThan(10)
    const everything = JSON.stringify(collector.spans)
    for (const secret of [sessionValue, learnerPassword, email, 'Quillon', 'Traceworth']) expect(everything).not.toContain(secret)
    expect(everything).not.toMatch(emailAddress)
    expect(collector.spans.filter((span) => pathOf(span).includes('?'))).toEqual([])
    expect(collector.refused).toEqual([])

    console.info(
      `[tracing] the completion's trace: ${[...new Set(trace.map((span) => `${span.scope}: ${span.name}`))].join('; ')}; ` +
        `the welcome job's: ${[...new Set(inTraceOf(job).map((span) => `${span.scope}: ${span.name}`))].join('; ')}`,
    )
  })

  it("come with metrics: each route's requests and latency, the mail queue, job failures and the database pool", async () => {
    const { featured } = await seededCourses()
    const client = new ApiClient(server.baseUrl)
    // A learner whose welcome mail the test stack's mail server refuses: its job fails on this instance, which queued it.
    expect((await client.post('/api/v1/register', registrationFor(uniqueEmail('refuse-metrics')))).status).toBe(201)
    expect((await client.post(`/api/v1/courses/${featured.id}/enroll`, {})).status).toBe(201)
    expect((await client.post(`/api/v1/lessons/${featured.lessonIds[1]}/complete`, {})).status).toBe(200)

    const pointsOf = (name: string) => collector.dataPoints.filter((point) => point.name === name)
    await expect
      .poll(
        () =>
          pointsOf('solvingtech.http.request.duration').some((point) => point.attributes['http.route'] === '/api/v1/lessons/:param/complete' && (point.count ?? 0) >= 1) &&
          pointsOf('solvingtech.job.failures').some((point) => point.attributes['job.task'] === 'sendMail' && (point.value ?? 0) >= 1) &&
          pointsOf('solvingtech.mail.waiting').length > 0 &&
          pointsOf('solvingtech.db.pool.connections').length > 0,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true)

    const completion = pointsOf('solvingtech.http.request.duration').find((point) => point.attributes['http.route'] === '/api/v1/lessons/:param/complete')!
    expect(completion.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': 200 })
    expect(pointsOf('solvingtech.mail.oldest_waiting_age').every((point) => (point.value ?? -1) >= 0)).toBe(true)
    expect(new Set(pointsOf('solvingtech.db.pool.connections').map((point) => point.attributes.state))).toEqual(new Set(['used', 'idle', 'waiting']))
    // Routes by their pattern: no id, token or address in any data point.
    const everything = JSON.stringify(collector.dataPoints)
    expect(everything).not.toMatch(emailAddress)
    expect(everything).not.toContain(featured.lessonIds[1])
    expect(collector.refused).toEqual([])
  })

  it('leave out the health checks', async () => {
    const before = collector.spans.length
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
    expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200)
    // A request after them, whose span arriving means theirs would have too.
    expect((await fetch(`${server.baseUrl}/api/v1/courses`)).status).toBe(200)
    await expect.poll(() => collector.spans.slice(before).some((span) => span.scope === httpScope && pathOf(span) === '/api/v1/courses'), { timeout: 10_000 }).toBe(true)
    expect(collector.spans.filter((span) => /\/api\/(health|ready)/.test(`${span.name} ${pathOf(span)} ${String(span.attributes['next.route'] ?? '')}`))).toEqual([])
  })
})
