/**
 * One-to-one mentoring: the slots mentors offer (weekly patterns, no overlaps), learners' bookings (one per slot, a
 * limit per course, cancel or move up to 2 hours before), their calendar invitations and mails, and reminders.
 */
export { ownBookingCalendar } from './bookingFacts'
export { BookingRefused, bookSlot, cancelBooking, coursesToBookFor, findBookingsOfDay, carryOutStaffCancellation, findLearnerBookings, moveBooking, stampBookingChange } from './bookings'
export type { BookingRefusal, LearnerBooking } from './bookings'
export { composeBookingMail, composeMentoringReminderMail, queueMentoringReminders } from './mentoringMails'
export { addWeeklySlots, checkSlot, findFreeSlots, refuseDeletingBookedSlot, refuseDeletingMentorWithBookings } from './slots'
export type { FreeSlot } from './slots'
