import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/** Who joined which team, and whether they share their progress with its owner. Written by the members' own calls. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team members' },
  admin: { group: adminGroups.learners.name, defaultColumns: ['learner', 'team', 'sharesProgress', 'createdAt'] },
  access: { read: isStaff, update: nobody, create: nobody, delete: isStaff },
  disableDuplicate: true,
  fields: [
    { name: 'team', type: 'relationship', relationTo: 'teams', required: true, index: true },
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, unique: true, index: true },
    // Consent is never pre-ticked (UK GDPR, the ICO): a member shares only when they tick it.
    { name: 'sharesProgress', label: 'Shares progress with the owner', type: 'checkbox', defaultValue: false },
  ],
}
