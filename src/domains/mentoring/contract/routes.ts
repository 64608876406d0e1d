import type { Route } from '@/lib/contract/routes'

/** Where mentoring's operations are served (operations.ts describes them); the screens call them through these. */
export const mentoringRoutes = {
  mentoringSlots: { method: 'get', path: '/api/v1/mentoring/slots' },
  mentoringBookings: { method: 'get', path: '/api/v1/mentoring/bookings' },
  bookMentoring: { method: 'post', path: '/api/v1/mentoring/bookings' },
  cancelMentoring: { method: 'post', path: '/api/v1/mentoring/bookings/{bookingId}/cancel' },
  moveMentoring: { method: 'post', path: '/api/v1/mentoring/bookings/{bookingId}/move' },
  mentoringCalendar: { method: 'get', path: '/api/v1/mentoring/bookings/{bookingId}/calendar' },
} as const satisfies Record<string, Route>
