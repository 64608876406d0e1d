/**
 * Next.js calls `register` once as the server starts, before it answers anything (with server.ts too, from
 * `app.prepare()`). Traces start only with OTEL_EXPORTER_OTLP_ENDPOINT set: unset, nothing is loaded and nothing is
 * sent. See README.md, "Traces and errors".
 */
export const register = async (): Promise<void> => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Failing to start is logged, never a reason for the site not to start.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
    await import('./lib/server/telemetry/startTracing')
      .then(({ startTracing }) => startTracing())
      .catch((error: unknown) => console.error(`[telemetry] Traces not started: ${(error as Error).message}`))
  }
}
