import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

import { defaultSeatCap, teamNameMaxLength } from '../contract/rules'

/**
 * A firm's team: its owner (a learner, one team each) invites their people with a link (src/domains/teams) to learn the
 * team's courses. Staff may change the name, the courses and the seat cap; the link's version and expiry are the server's.
 */
export const Teams: CollectionConfig = {
  slug: 'teams',
  admin: {
    group: adminGroups.learners.name,
    useAsTitle: 'name',
    defaultColumns: ['name', 'owner', 'seatCap', 'createdAt'],
    description: 'Firms that bring their team: the owner made it on their account page and shares an invite link. Members are in Team members.',
  },
  access: { read: isStaff, update: isStaff, create: nobody, delete: isStaff },
  disableDuplicate: true,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: teamNameMaxLength },
    { name: 'owner', type: 'relationship', relationTo: 'course-users', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'courses',
      type: 'relationship',
      relationTo: 'courses',
      hasMany: true,
      admin: {
        description:
          'What the team learns: the owner chose them when making the team. Joining enrols each member in those that are free and open now, and takes them to the first one.',
      },
    },
    { name: 'seatCap', label: 'Seat cap', type: 'number', required: true, defaultValue: defaultSeatCap, min: 1, max: 500, admin: { description: 'How many people the team may hold, the owner included.' } },
    { name: 'inviteVersion', type: 'number', required: true, defaultValue: 1, access: { update: nobody }, admin: { hidden: true } },
    { name: 'inviteExpiresAt', type: 'date', required: true, access: { update: nobody }, admin: { readOnly: true, description: 'When the current invite link stops working.' } },
  ],
}
