import { callEndsAt, repeatingStarts } from '@/lib/rules/calls'

/** Mentoring calls' rules that both sides share: lengths, the change window, the limit per course, weekly slots. */

export const mentoringLimits = {
  /** A slot lasts one of these. */
  durations: [30, 45] as readonly number[],
  topicLength: 1000,
  /** Bookings are made, cancelled and moved up to this long before the start. */
  changeHoursBefore: 2,
  /** Mentoring calls a learner may book per course, unless the course says otherwise. */
  perCourse: 2,
  /** A weekly pattern adds at most half a year of slots. */
  weeklySlots: 26,
} as const

export const mentoringHows = ['video', 'phone'] as const
export type MentoringHow = (typeof mentoringHows)[number]

/** How staff choose it: the mentor's own words. */
export const mentoringHowLabels: Record<MentoringHow, string> = { video: 'Video call', phone: "I'll phone you" }

/** How learners read it: a phone call is the mentor phoning them. */
export const mentoringHowLearnerLabels: Record<MentoringHow, string> = { video: 'Video call', phone: 'Phone call' }

export const bookingStatuses = ['booked', 'cancelled', 'attended', 'noShow'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

export const bookingStatusLabels: Record<BookingStatus, string> = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', noShow: 'No-show' }

/** Whether a booking can still be made, cancelled or moved: up to 2 hours before the slot starts. */
export const mayChangeBooking = (startsAt: string | Date, now: Date): boolean =>
  new Date(startsAt).getTime() - now.getTime() >= mentoringLimits.changeHoursBefore * 3_600_000

/** A weekly pattern of slots: the same UK time each week up to `until`'s day. */
export const weeklyStarts = (first: Date, until: Date): Date[] => repeatingStarts(first, until, 7, mentoringLimits.weeklySlots)

/** The message of a refused booking or change, in words a learner can act on. */
export const mentoringMessages = {
  taken: 'Someone has just booked this time. Please pick another.',
  tooLate: `Bookings can be made, cancelled or moved up to ${mentoringLimits.changeHoursBefore} hours before the start. To change this one now, send us a message from the contact page.`,
  limit: (limit: number) => `You have booked the ${limit === 1 ? 'one mentoring call' : `${limit} mentoring calls`} this course offers.`,
  notEnrolled: 'Mentoring is for learners of the course: enrol in it first.',
  phoneNeeded: 'Give the number the mentor should phone you on.',
} as const

type BookingTimes = { status: BookingStatus; startsAt: string; durationMinutes: number }

/** The learner's next mentoring call: the earliest booked one that has not ended. */
export const nextBooking = <T extends BookingTimes>(bookings: readonly T[], now: Date): T | null =>
  bookings
    .filter((booking) => booking.status === 'booked' && callEndsAt(booking) > now)
    .reduce<T | null>((earliest, booking) => (!earliest || booking.startsAt < earliest.startsAt ? booking : earliest), null)

/** The latest call whose mentor wrote what the learner and they agreed. */
export const latestAgreedBooking = <T extends BookingTimes & { agreedActions: string | null }>(bookings: readonly T[]): T | null =>
  bookings.filter((booking) => booking.agreedActions).reduce<T | null>((latest, booking) => (!latest || booking.startsAt > latest.startsAt ? booking : latest), null)
