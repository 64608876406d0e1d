import { requireLearner } from '@/domains/accounts'
import { calendarHeaders } from '@/domains/calls'

import { mentoringOperations as operations } from '../contract/operations'
import { BookingRefused, bookSlot, cancelBooking, findLearnerBookings, moveBooking, type BookingRefusal } from '../bookings'
import { findFreeSlots } from '../slots'
import { ownBookingCalendar } from '../bookingFacts'
import { isId } from '@/lib/rules/ids'
import { refusalsAsErrorsOf, apiEndpoint, notFound, readOperationBody, reply } from '@/lib/server/http'

const statusOf: Record<BookingRefusal, number> = {
  'not-enrolled': 403,
  'no-slot': 404,
  'no-booking': 404,
  'phone-needed': 400,
  taken: 409,
  'too-late': 409,
  limit: 409,
  'not-booked': 409,
}

/** A refused booking or change, as the contract's error (a missing phone number as the `phone` field's). */
const refusalsAsErrors = refusalsAsErrorsOf(BookingRefused, statusOf, { 'phone-needed': 'phone' })

const bookingIdOf = (routeParams: Record<string, unknown> | undefined): string => {
  const bookingId = routeParams?.bookingId
  if (!isId(bookingId)) throw notFound('No such booking')
  return bookingId
}

/** GET /api/v1/mentoring/slots: the times a learner can book. */
const getSlots = apiEndpoint(operations.mentoringSlots, async (req) => {
  await requireLearner(req)
  return reply(operations.mentoringSlots, 200, await findFreeSlots(req.payload))
})

/** GET /api/v1/mentoring/bookings: the learner's bookings. */
const getBookings = apiEndpoint(operations.mentoringBookings, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.mentoringBookings, 200, await findLearnerBookings(req.payload, String(learner.id)))
})

/** POST /api/v1/mentoring/bookings: book a slot. */
const postBooking = apiEndpoint(operations.bookMentoring, async (req) => {
  const learner = await requireLearner(req)
  const body = await readOperationBody(operations.bookMentoring, req)
  const booking = await refusalsAsErrors(() =>
    bookSlot(req.payload, { learnerId: String(learner.id), slotId: body.slotId, courseId: body.courseId, topic: body.topic, phone: body.phone }),
  )
  return reply(operations.bookMentoring, 201, booking)
})

/** POST /api/v1/mentoring/bookings/:bookingId/cancel */
const postCancel = apiEndpoint(operations.cancelMentoring, async (req) => {
  const learner = await requireLearner(req)
  const bookingId = bookingIdOf(req.routeParams)
  return reply(operations.cancelMentoring, 200, await refusalsAsErrors(() => cancelBooking(req.payload, String(learner.id), bookingId)))
})

/** POST /api/v1/mentoring/bookings/:bookingId/move */
const postMove = apiEndpoint(operations.moveMentoring, async (req) => {
  const learner = await requireLearner(req)
  const bookingId = bookingIdOf(req.routeParams)
  const body = await readOperationBody(operations.moveMentoring, req)
  return reply(operations.moveMentoring, 200, await refusalsAsErrors(() => moveBooking(req.payload, String(learner.id), bookingId, body.slotId, body.phone)))
})

/** GET /api/v1/mentoring/bookings/:bookingId/calendar: "Add to calendar". */
const getBookingCalendar = apiEndpoint(operations.mentoringCalendar, async (req) => {
  const learner = await requireLearner(req)
  const file = await ownBookingCalendar(req.payload, String(learner.id), bookingIdOf(req.routeParams))
  if (!file) throw notFound('No such booking')
  return new Response(file, { headers: calendarHeaders('mentoring-call.ics') })
})

export const mentoringEndpoints = [getSlots, getBookings, postBooking, postCancel, postMove, getBookingCalendar]
