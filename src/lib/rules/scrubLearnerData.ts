/**
 * What may leave the server in a log line, a trace or an error report (src/lib/server/logging, src/lib/server/telemetry):
 * no learner's email or name, no cookie, session or authorization header, no request body, no query string, no SQL
 * parameters, and no address that is itself a key (a calendar feed, an invite or unsubscribe link). The one rule for
 * all three: log lines pass their message and fields through it as they are written, traces their span names and
 * attributes before export, error reports their whole event before sending.
 */

/**
 * Addresses whose next segment is a key: whoever holds it may use it. Pages and API calls alike; a test checks that
 * every contract path and page with a `{token}` or `[token]` segment is here.
 */
const keyedAddresses = [
  /^(\/api\/v1\/calendar-feeds\/)[^/]+/,
  /^(\/api\/v1\/team-invites\/)[^/]+/,
  /^(\/api\/v1\/unsubscribe\/)[^/]+/,
  /^(\/api\/v1\/waiting-list\/unsubscribe\/)[^/]+/,
  /^(\/api\/[^/]+\/verify\/)[^/]+/,
  /^(\/v1\/join\/)[^/]+/,
  /^(\/waiting-list\/)[^/]+/,
  /^(\/unsubscribe\/)[^/]+/,
  /^(\/quote\/)[^/]+/,
  /^(\/certificates\/)[^/]+/,
]

const removed = '[removed]'

/** A path without its query string or fragment, with a key in it replaced by `:token`. */
const redactPath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0]
  for (const pattern of keyedAddresses) if (pattern.test(bare)) return bare.replace(pattern, '$1:token')
  return bare
}

/**
 * An address as it may be kept: the same origin and path, without the query string (reset and email-change links carry
 * their token there) and with any key in the path replaced by `:token`. Takes a full URL or a path.
 */
export const redactAddress = (address: string): string => {
  const absolute = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i.exec(address)
  if (absolute) return `${absolute[1]}${redactPath(absolute[2] || '/')}`
  return redactPath(address)
}

/** An email address, with the display name before it when it is given as `Sam Jones <sam@example.com>`. */
const namedEmail = /(?:"[^"\n]*"\s*|(?:[\p{Lu}][\p{L}'.-]*\s+){1,3})?<[^<>\s@]+@[^<>\s@]+>/gu
const email = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
/** Drizzle's failed statement: `Failed query: <SQL>\nparams: <every parameter>`. */
const failedQuery = /Failed query:[\s\S]*/g
const webAddress = /\bhttps?:\/\/[^\s"'<>`]+/gi
/** A cookie of ours written out (`solvingtech-session=...`), and credentials after an auth scheme. */
const cookieValue = /\b(solvingtech-[\w-]+)=[^;\s"']+/g
const credentials = /\b(Bearer|JWT|Basic)\s+[\w.~+/=-]+/g

/**
 * Free text (a span name, an error message, a log line) with the learner taken out: emails (and the name given with
 * one), failed statements' SQL and parameters, cookie values, credentials, and the query strings and keys of addresses.
 */
export const scrubText = (text: string): string =>
  text
    .replace(failedQuery, 'Failed query: [statement and parameters removed]')
    .replace(webAddress, (address) => redactAddress(address))
    .replace(/(^|[\s"'`(])(\/[^\s"'`)]*)/g, (_match, before: string, path: string) => `${before}${redactAddress(path)}`)
    .replace(cookieValue, `$1=${removed}`)
    .replace(credentials, `$1 ${removed}`)
    .replace(namedEmail, '[email]')
    .replace(email, '[email]')

/** Attributes that name a person, a secret or what a learner sent: never kept, whatever their value. */
const droppedKey =
  /cookie|authorization|password|secret|token|session|(^|[._-])params?($|[._-])|parameters?|query\.?string|(^|\.)query$|^url\.query$|body|email|first_?name|last_?name|full_?name|phone|client\.address|client_ip|peer\.ip|peer\.addr|network\.peer\.address/i

/** Attributes holding an address: kept without their query string and keys. */
const addressKey = /(^|\.)(url|target|route|path)$|^url\.full$|^http\.url$|^next\.route$/i

type AttributeScalar = string | number | boolean
/** An OpenTelemetry attribute value: a scalar or a list of them (strings in a list are scrubbed one by one). */
export type AttributeValue = AttributeScalar | (AttributeScalar | null | undefined)[]

const scrubValue = <V extends AttributeValue>(value: V, address: boolean): V => {
  if (typeof value === 'string') return (address ? scrubText(redactAddress(value)) : scrubText(value)) as V
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? scrubText(item) : item)) as V
  return value
}

/** A span's (or span event's) attributes as they may be exported: see `droppedKey` and `addressKey`. */
export const scrubAttributes = <V extends AttributeValue>(attributes: Record<string, V | undefined>): Record<string, V> => {
  const kept: Record<string, V> = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || droppedKey.test(key)) continue
    kept[key] = scrubValue(value, addressKey.test(key))
  }
  return kept
}

/** Request headers an error report may keep; every other (cookies, authorization, forwarded addresses) is dropped. */
const keptHeaders = new Set(['accept', 'accept-language', 'content-length', 'content-type', 'host', 'user-agent'])

/** Keys whose value is a learner's, wherever they sit in an error report. */
const learnerKey =
  /^(cookies?|authorization|password|confirm_?password|new_?password|current_?password|token|secret|session|e-?mail|first_?name|last_?name|full_?name|company|phone|data|body|query_?string|ip_?address)$/i

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** An error as it may be kept: its name, message, stack, cause and own fields (an SMTP reply, the refused recipients) scrubbed. */
const scrubError = (error: Error, depth: number): Error => {
  const clean = new Error(scrubText(error.message))
  clean.name = error.name
  clean.stack = error.stack === undefined ? undefined : scrubText(error.stack)
  const fields = scrubDeep({ ...error }, depth + 1) as Record<string, unknown>
  if (error.cause !== undefined) fields.cause = scrubDeep(error.cause, depth + 1)
  return Object.assign(clean, fields)
}

const scrubDeep = (value: unknown, depth: number): unknown => {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 12) return undefined
  if (value instanceof Error) return scrubError(value, depth)
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1))
  if (!isRecord(value) || value instanceof Date || ArrayBuffer.isView(value)) return value
  const kept: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (learnerKey.test(key)) continue
    kept[key] = scrubDeep(inner, depth + 1)
  }
  return kept
}

/**
 * What a log line says, as it may be written: every string through `scrubText` (an error's message and stack too),
 * and fields that name learner data (email, name, password, body, ...) dropped.
 */
export const scrubLogValue = (value: unknown): unknown => scrubDeep(value, 0)

/** The part of an error report (a Sentry event) this rule knows; everything else in it is scrubbed as text. */
type ErrorReport = { request?: { method?: string; url?: string; headers?: Record<string, unknown> }; user?: unknown }

/**
 * An error report as it may be sent: its request only as method, address (no query string, no keys) and harmless
 * headers (no cookies, body, query string or authorization); no user; and every string in it, from the exception's
 * message to the breadcrumbs, through `scrubText`, with keys that name learner data (email, name, password, ...)
 * dropped.
 */
export const scrubErrorReport = <T extends object>(report: T): T => {
  const { request, user: _user, ...rest } = report as ErrorReport
  const scrubbed = scrubDeep(rest, 0) as ErrorReport
  if (request) {
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => keptHeaders.has(name.toLowerCase())))
    scrubbed.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: scrubText(redactAddress(request.url)) } : {}),
      headers: scrubDeep(headers, 0) as Record<string, unknown>,
    }
  }
  return scrubbed as T
}
