/**
 * What src/instrumentation.ts started, kept on the process: Next's server bundles and server.ts each load their own
 * copy of this module, and all of them must find the one error tracker and the one tracer to flush. Nothing is here
 * unless SENTRY_DSN or OTEL_EXPORTER_OTLP_ENDPOINT is set, and then reporting costs one lookup.
 */

/** An unexpected error and where it was seen: a log line at level error, or a request Next could not answer. */
export type ErrorToReport = { error?: unknown; message: string; source: 'log' | 'request' }

type Telemetry = {
  reporter?: (report: ErrorToReport) => void
  /** Sends an error event a browser reported, already scrubbed (src/domains/browserErrors). */
  browserEventSender?: (event: Record<string, unknown>) => void
  /** Set once metrics go out (src/lib/server/telemetry/startTracing.ts). */
  metrics?: boolean
  /** Each sends what it still holds (spans, reports), giving up after `timeoutMs`. */
  flushers: ((timeoutMs: number) => Promise<unknown>)[]
}

const key = Symbol.for('solvingtech.telemetry')

const telemetry = (): Telemetry => {
  const holder = globalThis as typeof globalThis & { [key]?: Telemetry }
  holder[key] ??= { flushers: [] }
  return holder[key]
}

export const setErrorReporter = (reporter: (report: ErrorToReport) => void): void => {
  telemetry().reporter = reporter
}

export const setBrowserEventSender = (sender: (event: Record<string, unknown>) => void): void => {
  telemetry().browserEventSender = sender
}

export const markMetricsStarted = (): void => {
  telemetry().metrics = true
}

export const metricsStarted = (): boolean => telemetry().metrics === true

export const addTelemetryFlusher = (flush: (timeoutMs: number) => Promise<unknown>): void => {
  telemetry().flushers.push(flush)
}

/** Sends the error to the error tracker when one is configured; a no-op otherwise. Never throws. */
export const reportError = (report: ErrorToReport): void => {
  try {
    telemetry().reporter?.(report)
  } catch (error) {
    console.warn(`[telemetry] Could not report an error: ${(error as Error).message}`)
  }
}

/** Sends a browser's error event on to the error tracker when one is configured; a no-op otherwise. Never throws. */
export const sendBrowserEvent = (event: Record<string, unknown>): void => {
  try {
    telemetry().browserEventSender?.(event)
  } catch (error) {
    console.warn(`[telemetry] Could not send on a browser error: ${(error as Error).message}`)
  }
}

/** Before the process exits: sends the spans and error reports still waiting, for up to `timeoutMs`. */
export const flushTelemetry = async (timeoutMs = 2000): Promise<void> => {
  await Promise.allSettled(telemetry().flushers.map((flush) => flush(timeoutMs)))
}
