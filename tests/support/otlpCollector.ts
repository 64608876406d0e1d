import { createServer, type IncomingMessage } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { freePort } from '../../scripts/lib/freePort'

/** An OTLP/JSON attribute value, as `@opentelemetry/otlp-transformer` writes it. */
type OtlpValue = { stringValue?: string; boolValue?: boolean; intValue?: number | string; doubleValue?: number; arrayValue?: { values?: OtlpValue[] } }
type OtlpAttribute = { key: string; value: OtlpValue }
type OtlpSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes?: OtlpAttribute[]
  events?: { name: string; attributes?: OtlpAttribute[] }[]
  status?: { code?: number; message?: string }
}
type OtlpDataPoint = { attributes?: OtlpAttribute[]; asInt?: number | string; asDouble?: number; count?: number | string; sum?: number }
type OtlpMetric = { name: string; gauge?: { dataPoints?: OtlpDataPoint[] }; sum?: { dataPoints?: OtlpDataPoint[] }; histogram?: { dataPoints?: OtlpDataPoint[] } }
type OtlpMetricsRequest = { resourceMetrics?: { scopeMetrics?: { metrics?: OtlpMetric[] }[] }[] }

/** One data point of a metric as the collector received it: a gauge's or counter's value, or a histogram's count. */
export type ReceivedDataPoint = { name: string; attributes: Record<string, unknown>; value: number | undefined; count: number | undefined }

type OtlpRequest = {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[] }[]
}

/** A span as the collector received it, its attributes (and its events') read into plain values. */
export type ReceivedSpan = {
  traceId: string
  spanId: string
  parentSpanId: string | undefined
  name: string
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  kind: number
  scope: string
  service: unknown
  attributes: Record<string, unknown>
  events: { name: string; attributes: Record<string, unknown> }[]
  statusMessage: string | undefined
}

export const spanKind = { internal: 1, server: 2, client: 3 } as const

const numberOr = (value: number | string | undefined): number | undefined => (value === undefined ? undefined : Number(value))

const valueOf = (value: OtlpValue): unknown =>
  value.arrayValue ? (value.arrayValue.values ?? []).map(valueOf) : (value.stringValue ?? value.boolValue ?? value.doubleValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)))

const attributesOf = (attributes: OtlpAttribute[] = []): Record<string, unknown> => Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]))

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
}

/**
 * A stand-in for an OpenTelemetry collector: a plain HTTP server on a free port that takes OTLP/HTTP JSON at
 * POST /v1/traces and /v1/metrics (what the OTLP HTTP exporters send) and keeps every span and metric data point.
 * `url` is what OTEL_EXPORTER_OTLP_ENDPOINT is set to. Any other request (logs, protobuf) is kept in `refused` and
 * answered 404.
 */
export const startOtlpCollector = async () => {
  const spans: ReceivedSpan[] = []
  const dataPoints: ReceivedDataPoint[] = []
  const refused: string[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request)
      const isJson = String(request.headers['content-type']).startsWith('application/json')
      if (request.method === 'POST' && request.url === '/v1/metrics' && isJson) {
        const received = JSON.parse(body.toString('utf8')) as OtlpMetricsRequest
        for (const metric of (received.resourceMetrics ?? []).flatMap((resource) => resource.scopeMetrics ?? []).flatMap((scope) => scope.metrics ?? [])) {
          for (const point of (metric.gauge ?? metric.sum ?? metric.histogram)?.dataPoints ?? []) {
            dataPoints.push({ name: metric.name, attributes: attributesOf(point.attributes), value: numberOr(point.asInt) ?? point.asDouble, count: numberOr(point.count) })
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        return
      }
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !isJson) {
        refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`)
        response.writeHead(404).end()
        return
      }
      const received = JSON.parse(body.toString('utf8')) as OtlpRequest
      for (const resourceSpans of received.resourceSpans ?? []) {
        const service = attributesOf(resourceSpans.resource?.attributes)['service.name']
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              scope: scopeSpans.scope?.name ?? '',
              service,
              attributes: attributesOf(span.attributes),
              events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
              statusMessage: span.status?.message,
            })
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    dataPoints,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
