import { pathOf } from '@/lib/contract/routes'

import { mentoringRoutes } from '../contract/routes'

/** The mentoring screen's queries: the learner's bookings and the free slots. */
export const bookingsQueryKey = [pathOf(mentoringRoutes.mentoringBookings)] as const
export const slotsQueryKey = [pathOf(mentoringRoutes.mentoringSlots)] as const
