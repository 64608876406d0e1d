import { SpanStatusCode, trace } from '@opentelemetry/api'
import type { TaskConfig } from 'payload'

import { recordJobFailure } from './metrics'

/**
 * A Payload job task whose every run is a span, `job <slug>` (with the job's id and attempt), the queries it makes
 * inside it; a run that throws is recorded on the span as its exception. Without a tracer provider (no
 * OTEL_EXPORTER_OTLP_ENDPOINT) the API is a no-op and the task runs exactly as before. A failed run is counted too
 * (./metrics.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's own type for a list of every task
export const tracedTask = (task: TaskConfig<any>): TaskConfig<any> => {
  const { handler } = task
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: (args) =>
      trace.getTracer('solving-tech').startActiveSpan(`job ${task.slug}`, { attributes: { 'job.task': task.slug, 'job.id': String(args.job.id), 'job.attempt': args.job.totalTried ?? 0 } }, async (span) => {
        try {
          const result = await handler(args)
          if (result.state === 'failed') {
            span.setStatus({ code: SpanStatusCode.ERROR, message: 'The task reported that it failed' })
            recordJobFailure(task.slug)
          }
          return result
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error))
          recordJobFailure(task.slug)
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) })
          throw error
        } finally {
          span.end()
        }
      }),
  }
}
