import { sql } from '@payloadcms/db-postgres'

import type { ImpactFilter } from './impactReport'

/** `column` within the report's period, in SQL (no bound: always true). */
export const periodSql = (column: string, { from, to }: Pick<ImpactFilter, 'from' | 'to'>) =>
  sql.join([sql`TRUE`, ...(from ? [sql`${sql.raw(column)} >= ${from.toISOString()}`] : []), ...(to ? [sql`${sql.raw(column)} < ${to.toISOString()}`] : [])], sql` AND `)
