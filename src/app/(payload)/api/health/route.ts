import { healthResponse, refusedMethods } from '@/lib/server/health/responses'

/** GET /api/health: the load balancer's liveness probe (no database, no Payload); HEAD too (server.ts). */
export const dynamic = 'force-dynamic'

export const GET = healthResponse
export const { POST, PUT, PATCH, DELETE } = refusedMethods
