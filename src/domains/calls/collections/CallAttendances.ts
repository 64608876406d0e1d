import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * Who joined each call from the site: recorded when a learner presses "Join the call" while the link is open
 * (src/domains/calls/attendance.ts), once per learner and call.
 */
export const CallAttendances: CollectionConfig = {
  slug: 'call-attendances',
  labels: { singular: 'Call attendance', plural: 'Call attendances' },
  admin: {
    group: adminGroups.calls.name,
    defaultColumns: ['call', 'learner', 'createdAt'],
    listSearchableFields: [],
    description: 'Who pressed "Join the call" on the site, once per learner and call. Filter by Call to see who joined one.',
  },
  access: serverWrittenCollection,
  disableDuplicate: true,
  indexes: [{ fields: ['call', 'learner'], unique: true }],
  fields: [
    { name: 'call', type: 'relationship', relationTo: 'live-sessions', required: true, index: true },
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
  ],
}
