import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import { env } from '@/lib/server/env'
import { readinessResponse, refusedMethods } from '@/lib/server/health/responses'
import type { DependencyCheck } from '@/lib/server/health/readiness'
import { redisCheck } from '@/lib/server/health/redisCheck'

/**
 * GET /api/ready: the load balancer's readiness probe; HEAD too (server.ts). A Next route rather than a Payload
 * endpoint, so it still answers when Payload cannot start because the database is unreachable. It reports the
 * database's state, and with REDIS_URL set Redis's (the shared cache), without either deciding readiness
 * (src/lib/server/health/responses.ts).
 */
export const dynamic = 'force-dynamic'

const checks: DependencyCheck[] = [
  { name: 'database', run: async () => (await getPayload({ config })).db.drizzle.execute(sql`SELECT 1`) },
  ...(env.redis ? [redisCheck(env.redis.url)] : []),
]

export const GET = () => readinessResponse(checks)
export const { POST, PUT, PATCH, DELETE } = refusedMethods
