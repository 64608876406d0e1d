import 'server-only'

import { sql } from '@payloadcms/db-postgres'

/**
 * The learner area's one SQL test of "published", for a query that names the course `c` (Payload's own queries get
 * the same rule from src/access/isStaffOrPublished.ts).
 */
export const coursePublished = sql`c.is_published`
