import type { IncomingMessage } from 'node:http'
import path from 'node:path'

import { addTelemetryFlusher, markMetricsStarted } from './registry'
import { scrubbingSpanExporter } from './scrubbingSpanExporter'

/** The load balancer's probes: asked every few seconds, they would bury the traces people want to read. */
const isHealthCheck = (request: IncomingMessage): boolean => /^\/api\/(health|ready)(?:[/?]|$)/.test(request.url ?? '')

/**
 * OpenTelemetry traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` is added to it), with
 * service.name `solving-tech` unless OTEL_SERVICE_NAME says otherwise. Spans come from Node's HTTP server and client
 * (every request but the health checks), from `pg` (each query's statement with its `$1` placeholders, never its
 * parameters), from Next.js itself (rendering, route handlers) and from each run of a Payload job
 * (src/lib/server/telemetry/tracedTask.ts). Metrics go to `/v1/metrics` every OTEL_METRIC_EXPORT_INTERVAL ms (default
 * 60 000): the app's own (./metrics.ts) and the HTTP instrumentation's. No logs are exported. Called once, from
 * src/instrumentation.ts, before the server answers anything; the packages are loaded only then.
 */
export const startTracing = async (): Promise<void> => {
  const [{ NodeSDK }, { OTLPTraceExporter }, { OTLPMetricExporter }, { PeriodicExportingMetricReader }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/exporter-metrics-otlp-http'),
    import('@opentelemetry/sdk-metrics'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'solving-tech',
    traceExporter: scrubbingSpanExporter(new OTLPTraceExporter()),
    metricReaders: [
      new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter(), exportIntervalMillis: Number(process.env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000 }),
    ],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: isHealthCheck,
        // An outgoing call (object storage) is traced as part of the request or job that made it, never on its own.
        requireParentforOutgoingSpans: true,
      }),
      new PgInstrumentation({
        // Off (the default), so the parameters of a query (emails, names, tokens) are never recorded.
        enhancedDatabaseReporting: false,
        // A query belongs to a request or a job; the jobs queue's polling every few seconds is not traced on its own.
        requireParentSpan: true,
      }),
    ],
  })
  sdk.start()
  markMetricsStarted()
  // The instrumentations patch a module as it is required. server.ts loaded `http` before this ran, and Next's bundle
  // imports `pg` as an ES module, which they do not see: requiring both once here patches their classes, which every
  // later import shares (an ES import of `pg` gets the same CommonJS module). Node's own `require`, fetched at run time:
  // webpack would replace a `createRequire` it can see.
  const requireFromApp = process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), 'package.json'))
  for (const name of ['http', 'https', 'pg']) requireFromApp(name)
  addTelemetryFlusher((timeoutMs) => Promise.race([sdk.shutdown(), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]))
}
