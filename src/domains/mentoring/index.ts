/**
 * One-to-one mentoring: the slots mentors offer (weekly patterns, no overlaps), learners' bookings (one per slot, a
 * limit per course, cancel or move up to 2 hours before), their calendar invitations and mails, and reminders.
 */
export { bookingCalendar, bookingUid, mentoringPagePath } from './bookingCalendar'
export type { BookingEvent } from './bookingCalendar'
export { ownBookingCalendar } from './bookingFacts'
export { BookingRefused, bookSlot, cancelBooking, coursesToBookFor, findBookingsOfDay, carryOutStaffCancellation, findLearnerBookings, findOwnBooking, moveBooking, stampBookingChange } from './bookings'
export type { BookingRefusal, DayBooking, LearnerBooking } from './bookings'
export { composeBookingMail, composeMentoringReminderMail, queueMentoringReminders, recordMentoringReminders } from './mentoringMails'
export { addWeeklySlots, checkSlot, findFreeSlots, refuseDeletingBookedSlot, refuseDeletingMentorWithBookings } from './slots'
export type { FreeSlot } from './slots'
