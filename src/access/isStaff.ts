import type { PayloadRequest } from 'payload'

/** Staff are the accounts of the `users` collection; a learner (`course-users`) is never staff. */
export const isStaffRequest = (req: PayloadRequest): boolean => req.user?.collection === 'users'

export const isStaff = ({ req }: { req: PayloadRequest }): boolean => isStaffRequest(req)
