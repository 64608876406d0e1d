import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * A learner's private calendar feed of the calls ("Subscribe to all calls"). The feed's address carries a token
 * signed for this row (src/domains/calls/feeds.ts): stopping the feed deletes the row, and its address answers 404.
 */
export const CalendarFeeds: CollectionConfig = {
  slug: 'calendar-feeds',
  labels: { singular: 'Calendar feed', plural: 'Calendar feeds' },
  admin: { group: adminGroups.calls.name, hidden: true },
  access: serverWrittenCollection,
  fields: [{ name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, unique: true, index: true }],
}
