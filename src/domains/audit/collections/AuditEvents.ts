import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { auditEventNames, auditOutcomes } from '../events'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * Who did what: sign-ins, failures, password and email changes, staff sign-ins and exports. Written only by the
 * server (src/domains/audit); staff can read and filter it, nobody can edit it. Never holds a password or token.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit event', plural: 'Audit trail' },
  admin: {
    group: adminGroups.staff.name,
    useAsTitle: 'event',
    defaultColumns: ['createdAt', 'event', 'outcome', 'accountEmail', 'clientAddress'],
    description: 'Sign-ins, failures, password and email changes, staff sign-ins and exports. Read-only.',
  },
  defaultSort: '-createdAt',
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    { name: 'event', type: 'select', required: true, index: true, options: auditEventNames.map((value) => ({ label: value, value })) },
    { name: 'outcome', type: 'select', required: true, index: true, options: auditOutcomes.map((value) => ({ label: value, value })) },
    { name: 'accountType', type: 'select', options: ['learner', 'staff'].map((value) => ({ label: value, value })) },
    { name: 'accountEmail', label: 'Account', type: 'text', index: true },
    { name: 'clientAddress', label: 'Client address', type: 'text', index: true },
    { name: 'detail', type: 'text' },
  ],
}
