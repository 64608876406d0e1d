import type { Access } from 'payload'

import { isStaffRequest } from './isStaff'

/** Staff see every course; everyone else sees published ones only. */
export const isStaffOrPublished: Access = ({ req }) =>
  isStaffRequest(req) ? true : { isPublished: { equals: true } }
