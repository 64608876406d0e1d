import { notYours, operation, signedOut } from '@/lib/contract/operation'

import { mentoringRoutes } from './routes'
import { bookSlotSchema, freeSlot, mentoringBooking, moveBookingSchema } from './schemas'

/** Mentoring's part of the HTTP contract (CONTRACT.md): booking, cancelling and moving a call with a mentor. */
export const mentoringOperations = {
  mentoringSlots: operation({
    ...mentoringRoutes.mentoringSlots, summary: 'Mentoring times a learner can book: free, and at least 2 hours away, soonest first', access: 'signed-in',
    responses: { 200: { description: 'Free slots', body: freeSlot, list: true }, 401: signedOut },
  }),
  mentoringBookings: operation({
    ...mentoringRoutes.mentoringBookings, summary: "The learner's mentoring bookings, newest first, with the actions agreed", access: 'signed-in',
    responses: { 200: { description: 'Their bookings', body: mentoringBooking, list: true }, 401: signedOut },
  }),
  bookMentoring: operation({
    ...mentoringRoutes.bookMentoring, summary: 'Book a free slot for a course the learner is enrolled in (mails an invitation)', access: 'signed-in', body: bookSlotSchema,
    responses: {
      201: { description: 'Booked', body: mentoringBooking },
      400: { description: 'Validation failed, or a phone slot without a number to phone' },
      401: signedOut,
      403: { description: 'Not a learner of the course, or a `userId` that is not the signed-in learner' },
      404: { description: 'No such slot' },
      409: { description: "Someone else booked the slot first, it starts within 2 hours, or the course's mentoring calls are all booked" },
    },
  }),
  cancelMentoring: operation({
    ...mentoringRoutes.cancelMentoring, summary: 'Cancel a booking, up to 2 hours before (mails the cancellation)', access: 'signed-in',
    responses: {
      200: { description: 'Cancelled; the slot is free again', body: mentoringBooking },
      401: signedOut,
      404: { description: "Not one of the learner's bookings" },
      409: { description: 'It starts within 2 hours, or it is not booked any more' },
    },
  }),
  moveMentoring: operation({
    ...mentoringRoutes.moveMentoring, summary: 'Move a booking to another free slot, up to 2 hours before either (mails the new time and cancels the old)', access: 'signed-in', body: moveBookingSchema,
    responses: {
      200: { description: 'Moved', body: mentoringBooking },
      400: { description: 'Validation failed, or a phone slot without a number to phone' },
      401: signedOut,
      403: notYours,
      404: { description: "Not one of the learner's bookings, or no such slot" },
      409: { description: 'Someone else booked the slot, either time is within 2 hours, or the booking is not booked any more' },
    },
  }),
  mentoringCalendar: operation({
    ...mentoringRoutes.mentoringCalendar, summary: '"Add to calendar": a booking as an iCalendar file, in UK time', access: 'signed-in',
    responses: { 200: { description: 'The booking (a download)', mediaType: 'text/calendar' }, 401: signedOut, 404: { description: "Not one of the learner's bookings" } },
  }),
}
