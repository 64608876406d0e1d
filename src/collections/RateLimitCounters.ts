import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '../access'

/**
 * Fixed-window request counters for rate limits (per client IP and call, per account for logins).
 * Kept in Postgres so the limits hold across app instances; written only by src/lib/server/http/rateLimit.
 */
export const RateLimitCounters: CollectionConfig = {
  slug: 'rate-limit-counters',
  admin: { hidden: true },
  access: serverWrittenCollection,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStartedAt', type: 'date', required: true, index: true },
  ],
}
