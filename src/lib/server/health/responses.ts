import { isDraining } from './draining'
import { checkDependencies, type DependencyCheck } from './readiness'

const headers = { 'Cache-Control': 'no-store' }
const checkTimeoutMs = 2000

/** GET /api/health: the process is up and answering. Touches nothing else. */
export const healthResponse = (): Response => Response.json({ status: 'ok' }, { headers })

/**
 * GET /api/ready: whether a load balancer should send this instance traffic. Ready means started and not shutting
 * down (503 from the first moment of a shutdown, without running the checks). The database's and Redis's states are in
 * the body for an operator, and never make it 503: every instance shares them, so an outage would take every instance
 * out of the balancer at once and turn pages it could still serve (cached ones, the offline page, a clear error) into
 * the balancer's own error. The app runs without Redis. Never a 500, never an error's details.
 */
export const readinessResponse = async (checks: DependencyCheck[]): Promise<Response> => {
  if (isDraining()) return Response.json({ status: 'shutting-down' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } })
  return Response.json({ status: 'ready', checks: await checkDependencies(checks, checkTimeoutMs) }, { headers })
}

const refuse = (request: Request): Response =>
  Response.json({ message: `${request.method} is not allowed here` }, { status: 405, headers: { ...headers, Allow: 'GET, HEAD, OPTIONS' } })

/** The methods /api/health and /api/ready are not served with: the contract's 405 with `Allow`, as under /api/v1. */
export const refusedMethods = { POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
