import { isDraining } from './draining'
import { checkReadiness, type ReadinessCheck } from './readiness'

const headers = { 'Cache-Control': 'no-store' }
const checkTimeoutMs = 2000

/** GET /api/health: the process is up and answering. Touches nothing else. */
export const healthResponse = (): Response => Response.json({ status: 'ok' }, { headers })

/**
 * GET /api/ready: whether a load balancer should send this instance traffic. 503 while the server is shutting down
 * (without running the checks) or when any check fails; never a 500, never an error's details.
 */
export const readinessResponse = async (checks: ReadinessCheck[]): Promise<Response> => {
  if (isDraining()) return Response.json({ status: 'shutting-down' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } })
  const { ready, checks: results } = await checkReadiness(checks, checkTimeoutMs)
  if (ready) return Response.json({ status: 'ready', checks: results }, { headers })
  return Response.json({ status: 'unavailable', checks: results }, { status: 503, headers: { ...headers, 'Retry-After': '5' } })
}

const refuse = (request: Request): Response =>
  Response.json({ message: `${request.method} is not allowed here` }, { status: 405, headers: { ...headers, Allow: 'GET, HEAD, OPTIONS' } })

/** The methods /api/health and /api/ready are not served with: the contract's 405 with `Allow`, as under /api/v1. */
export const refusedMethods = { POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
