/** The mentoring screen's queries: the learner's bookings and the free slots. */
export const bookingsQueryKey = ['/api/v1/mentoring/bookings'] as const
export const slotsQueryKey = ['/api/v1/mentoring/slots'] as const
