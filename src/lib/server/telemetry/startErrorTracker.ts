import type { Event, EventEnvelope } from '@sentry/core'

import { scrubErrorReport } from '@/lib/rules/scrubLearnerData'
import { withoutStatementDetails } from '@/lib/server/logging/databaseStatementErrors'

import { addTelemetryFlusher, setBrowserEventSender, setErrorReporter } from './registry'

/**
 * Unexpected errors reported to Sentry (or anything that takes a Sentry DSN: GlitchTip, a self-hosted Sentry), with
 * SENTRY_DSN set; SENTRY_ENVIRONMENT names the deployment. Reported: every log line at level error or above, from
 * Payload or from us (an endpoint's unexpected 500, a background task or job that failed: see
 * src/lib/server/logging/reportErrorLines.ts), every request Next.js could not answer (src/instrumentation.ts's
 * onRequestError), and errors nothing caught. Errors only: Sentry traces nothing (the traces are OpenTelemetry's,
 * src/lib/server/telemetry/startTracing.ts), registers no OpenTelemetry provider, and patches no module.
 *
 * Errors a page met in a phone's browser arrive through POST /api/v1/browser-errors (src/domains/browserErrors) and
 * go on from here, scrubbed there by the same rule.
 *
 * Learner data stays here: the SDK is told to collect none (no user, cookies, headers, bodies, query strings, query
 * parameters or local variables), a failed statement is reported without its SQL and parameters, and every event
 * passes src/lib/rules/scrubLearnerData.ts's scrubErrorReport before it is sent, breadcrumbs included.
 */
export const startErrorTracker = async (dsn: string): Promise<void> => {
  const Sentry = await import('@sentry/node')
  const { createEnvelope } = await import('@sentry/core')
  const environment = process.env.SENTRY_ENVIRONMENT?.trim() || undefined
  Sentry.init({
    dsn,
    environment,
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
    },
    beforeSend: (event) => scrubErrorReport(event),
    // Sentry is not where the traces go.
    beforeSendTransaction: () => null,
  })
  setErrorReporter(({ error, message, source }) =>
    Sentry.withScope((scope) => {
      scope.setTag('source', source)
      const reported = withoutStatementDetails(error)
      if (reported instanceof Error) Sentry.captureException(reported, { extra: { message } })
      else Sentry.captureMessage(message, 'error')
    }),
  )
  // A browser's event, scrubbed already, goes as it came (not as an event of this server's), through the same
  // transport: the same DSN, its rate limits, and the flush before exit.
  setBrowserEventSender((event) => {
    const envelope = createEnvelope<EventEnvelope>({ event_id: String(event.event_id), sent_at: new Date().toISOString() }, [
      [{ type: 'event' }, { ...event, environment } as Event],
    ])
    void Sentry.getClient()?.sendEnvelope(envelope)
  })
  addTelemetryFlusher((timeoutMs) => Sentry.flush(timeoutMs))
}
