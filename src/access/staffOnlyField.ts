import type { FieldAccess } from 'payload'

/** Field-level read guard: the value leaves the server through Payload's API only for staff. */
export const staffOnlyField: FieldAccess = ({ req }) => req.user?.collection === 'users'
