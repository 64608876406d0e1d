import type { tracing } from '@opentelemetry/sdk-node'

import { scrubAttributes, scrubText } from '@/lib/rules/scrubLearnerData'

/** The span as it may leave the server: its name, attributes, events and status message through the scrubbing rule. */
const scrubbed = (span: tracing.ReadableSpan): tracing.ReadableSpan => ({
  name: scrubText(span.name),
  kind: span.kind,
  spanContext: () => span.spanContext(),
  parentSpanContext: span.parentSpanContext,
  startTime: span.startTime,
  endTime: span.endTime,
  status: span.status.message === undefined ? span.status : { ...span.status, message: scrubText(span.status.message) },
  attributes: scrubAttributes(span.attributes),
  links: span.links.map((link) => ({ ...link, attributes: link.attributes && scrubAttributes(link.attributes) })),
  events: span.events.map((event) => ({ ...event, name: scrubText(event.name), attributes: event.attributes && scrubAttributes(event.attributes) })),
  duration: span.duration,
  ended: span.ended,
  resource: span.resource,
  instrumentationScope: span.instrumentationScope,
  droppedAttributesCount: span.droppedAttributesCount,
  droppedEventsCount: span.droppedEventsCount,
  droppedLinksCount: span.droppedLinksCount,
})

/**
 * Wraps the OTLP exporter so that no span leaves with a learner's data in it (src/lib/rules/scrubLearnerData.ts): the
 * instrumentations are configured not to record it, and this is the one place that makes sure, whatever a library
 * adds in a later version.
 */
export const scrubbingSpanExporter = (exporter: tracing.SpanExporter): tracing.SpanExporter => ({
  export: (spans, resultCallback) => exporter.export(spans.map(scrubbed), resultCallback),
  shutdown: () => exporter.shutdown(),
  forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
})
