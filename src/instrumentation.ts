import type { Instrumentation } from 'next'

/**
 * Next.js calls `register` once as the server starts, before it answers anything (with server.ts too, from
 * `app.prepare()`). Traces start only with OTEL_EXPORTER_OTLP_ENDPOINT set, the error tracker only with SENTRY_DSN:
 * unset, nothing is loaded and nothing is sent. See README.md, "Traces and errors".
 */
export const register = async (): Promise<void> => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const sentryDsn = process.env.SENTRY_DSN?.trim()
  // Either failing to start is logged, never a reason for the site not to start.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
    await import('./lib/server/telemetry/startTracing')
      .then(({ startTracing }) => startTracing())
      .catch((error: unknown) => console.error(`[telemetry] Traces not started: ${(error as Error).message}`))
  }
  if (sentryDsn) {
    await import('./lib/server/telemetry/startErrorTracker')
      .then(({ startErrorTracker }) => startErrorTracker(sentryDsn))
      .catch((error: unknown) => console.error(`[telemetry] Error reports not started: ${(error as Error).message}`))
  }
}

/** A request Next.js could not answer (a page or route handler that threw): reported when an error tracker is set. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN?.trim()) return
  const { reportError } = await import('./lib/server/telemetry/registry')
  // The route's pattern, never the address itself (it may hold a key) nor the request's headers (its cookies).
  reportError({ error, message: `${request.method} ${context.routePath} (${context.routeType})`, source: 'request' })
}
