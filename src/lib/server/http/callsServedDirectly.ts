import { match, type MatchFunction } from 'path-to-regexp'
import type { Endpoint, Payload } from 'payload'

/**
 * The hot calls server.ts answers itself, ahead of Next.js and Payload's REST dispatch (issue 46): the contract's
 * operations marked `servedDirectly`, by the very endpoints Payload mounts for them. Payload registers them when it
 * starts inside Next's server (payload.config.ts's onInit); server.ts finds them here, on the process, as the
 * telemetry registry is found: the two load their own copies of this module. Until Payload has started, and for every
 * other call, the request goes through Next as before.
 */
type Route = { method: string; matches: MatchFunction<Record<string, string>>; endpoint: Endpoint; direct: boolean }
type Registry = { payload: Payload; routes: Route[] }

export type DirectCall = { payload: Payload; endpoint: Endpoint; routeParams: Record<string, string> }

const key = Symbol.for('solvingtech.callsServedDirectly')
const holder = () => globalThis as typeof globalThis & { [key]?: Registry }

/**
 * Payload's root endpoints in its own order, each matched as Payload matches it (path-to-regexp, the same release), so
 * a path goes to the endpoint Payload would pick; `direct` names those server.ts may serve ("get /v1/lessons/:lessonId").
 */
export const registerCallsServedDirectly = (payload: Payload, direct: ReadonlySet<string>): void => {
  const routes = (payload.config.endpoints || []).map((endpoint) => ({
    method: endpoint.method,
    matches: match<Record<string, string>>(endpoint.path, { decode: decodeURIComponent }),
    endpoint,
    direct: direct.has(`${endpoint.method} ${endpoint.path}`),
  }))
  holder()[key] = { payload, routes }
}

/**
 * Only plain paths are served directly: Next redirects a trailing slash and normalises other spellings, and those
 * answers stay Next's.
 */
const plainApiPath = /^\/api(\/v1(?:\/[\w.~-]+)+)$/

/** The call server.ts answers itself for this request, or undefined when Next answers it. */
export const callServedDirectly = (method: string, pathname: string): DirectCall | undefined => {
  const registry = holder()[key]
  const path = registry && plainApiPath.exec(pathname)?.[1]
  if (!path) return undefined
  const wanted = method.toLowerCase()
  for (const { method: served, matches, endpoint, direct } of registry.routes) {
    if (served !== wanted) continue
    const matched = matches(path)
    if (!matched) continue
    return direct ? { payload: registry.payload, endpoint, routeParams: { ...matched.params } } : undefined
  }
  return undefined
}
