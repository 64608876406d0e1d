/**
 * One-to-one mentoring: the slots mentors offer (weekly patterns, no overlaps), learners' bookings (one per slot, a
 * limit per course, cancel or move up to 2 hours before), their calendar invitations and mails, and reminders.
 */
export { BookingRefused, bookSlot, coursesToBookFor, findBookingsOfDay, findLearnerBookings } from './bookings'
export type { BookingRefusal, LearnerBooking } from './bookings'
export { queueMentoringReminders } from './mentoringMails'
export { findFreeSlots, findSlotBooking, refuseDeletingMentorWithBookings } from './slots'
