import { metrics, type Counter, type Histogram } from '@opentelemetry/api'
import type { Payload } from 'payload'

import { metricsStarted } from './registry'

/**
 * What an operator watches, as OpenTelemetry metrics over OTLP beside the traces (./startTracing.ts, the same switch:
 * OTEL_EXPORTER_OTLP_ENDPOINT): request rate and latency per route pattern, the mail queue's depth and the age of its
 * oldest mail, job failures, and the database pool's use. Without the switch every function here returns at once.
 * Attributes never name a learner: a route is its pattern (src/lib/rules/routePattern.ts), a job its task.
 */
const meterName = 'solving-tech'

type Instruments = { requestDuration: Histogram; jobFailures: Counter }
let instruments: Instruments | undefined

/** Made on first use after the metrics started, so they belong to the real meter provider, not the API's no-op one. */
const instrumentsOnceStarted = (): Instruments | undefined => {
  if (!metricsStarted()) return undefined
  if (instruments) return instruments
  const meter = metrics.getMeter(meterName)
  instruments = {
    requestDuration: meter.createHistogram('solvingtech.http.request.duration', { description: 'Time to answer a request, by route pattern', unit: 'ms' }),
    jobFailures: meter.createCounter('solvingtech.job.failures', { description: 'Runs of a background job that failed (each is tried again until its last try)' }),
  }
  return instruments
}

/** One answered request (server.ts's access line): its duration, counted by method, route pattern and status. */
export const recordRequest = (method: string, route: string, status: number, durationMs: number): void => {
  instrumentsOnceStarted()?.requestDuration.record(durationMs, { 'http.request.method': method, 'http.route': route, 'http.response.status_code': status })
}

/** A run of a job task that threw or reported that it failed (./tracedTask.ts). */
export const recordJobFailure = (task: string): void => {
  instrumentsOnceStarted()?.jobFailures.add(1, { 'job.task': task })
}

type WaitingMail = { count: number; oldestAgeSeconds: number }

/**
 * The gauges read when metrics are exported (every OTEL_METRIC_EXPORT_INTERVAL): the mail waiting to be sent and the
 * age of the oldest, and the database pool's connections (in use, idle, requests waiting for one). Registered once
 * Payload has started (payload.config.ts's onInit); `waitingMail` is the mail module's own reading.
 */
export const observeQueueAndPool = (payload: Payload, waitingMail: (payload: Payload) => Promise<WaitingMail>): void => {
  if (!metricsStarted()) return
  const meter = metrics.getMeter(meterName)
  const mailWaiting = meter.createObservableGauge('solvingtech.mail.waiting', { description: 'Mails queued and not yet sent' })
  const mailAge = meter.createObservableGauge('solvingtech.mail.oldest_waiting_age', { description: 'Age of the oldest mail waiting to be sent', unit: 's' })
  const poolConnections = meter.createObservableGauge('solvingtech.db.pool.connections', { description: 'Database pool connections, by state' })
  meter.addBatchObservableCallback(
    async (observer) => {
      const pool = (payload.db as { pool?: { totalCount: number; idleCount: number; waitingCount: number } }).pool
      if (pool) {
        observer.observe(poolConnections, pool.totalCount - pool.idleCount, { state: 'used' })
        observer.observe(poolConnections, pool.idleCount, { state: 'idle' })
        observer.observe(poolConnections, pool.waitingCount, { state: 'waiting' })
      }
      // A database that does not answer leaves the mail gauges out of this export, not the pool's.
      const waiting = await waitingMail(payload).catch(() => undefined)
      if (!waiting) return
      observer.observe(mailWaiting, waiting.count)
      observer.observe(mailAge, waiting.oldestAgeSeconds)
    },
    [mailWaiting, mailAge, poolConnections],
  )
}
