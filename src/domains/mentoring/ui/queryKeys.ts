import { apiPath } from '@/lib/contract/routes'

/** The mentoring screen's queries: the learner's bookings and the free slots. */
export const bookingsQueryKey = [apiPath('mentoringBookings')] as const
export const slotsQueryKey = [apiPath('mentoringSlots')] as const
