import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import { optionalText, requiredText, userId, uuid } from '@/lib/validation/fields'

import { bookingStatuses, mentoringHows, mentoringLimits } from './rules'

const { id, timestamp, nullableText } = responseFields

export const mentoringFieldMessages = {
  slotId: 'Pick a time',
  courseId: 'Pick the course this is about',
  topic: 'Say what you want to cover',
}

/** "Book this time": the slot, the course it is about, what to cover, and a number to phone for a phone slot. */
export const bookSlotSchema = z.object({
  slotId: uuid(mentoringFieldMessages.slotId),
  courseId: uuid(mentoringFieldMessages.courseId),
  topic: requiredText(mentoringFieldMessages.topic, mentoringLimits.topicLength),
  phone: optionalText(40),
  userId: userId(),
})
export type BookSlotInput = z.input<typeof bookSlotSchema>

/** "Move to another time": the new slot. */
export const moveBookingSchema = z.object({ slotId: uuid(mentoringFieldMessages.slotId), phone: optionalText(40), userId: userId() })

const mentor = z.strictObject({ name: z.string(), title: z.string() })

/** A mentoring slot a learner can book: free, and at least 2 hours away. */
export const freeSlot = z.strictObject({
  id,
  startsAt: timestamp,
  durationMinutes: z.number().int(),
  how: z.enum(mentoringHows).describe("video: a video call; phone: the mentor phones the learner"),
  mentor,
})

/** One of the learner's mentoring bookings. */
export const mentoringBooking = z.strictObject({
  id,
  status: z.enum(bookingStatuses),
  startsAt: timestamp,
  durationMinutes: z.number().int(),
  how: z.enum(mentoringHows),
  videoUrl: z.string().nullable().describe('The video call, while the booking stands'),
  phone: nullableText.describe('The number the mentor phones'),
  mentor,
  course: z.strictObject({ id, title: z.string() }),
  topic: z.string(),
  agreedActions: nullableText.describe('What the learner and the mentor agreed, written by the mentor after the call'),
  canChange: z.boolean().describe('Whether it can still be cancelled or moved (up to 2 hours before)'),
})
export type MentoringBookingBody = z.infer<typeof mentoringBooking>
export type FreeSlotBody = z.infer<typeof freeSlot>

/** Mentoring's schemas by the names the OpenAPI document gives them. */
export const mentoringSchemas = {
  request: { BookSlotRequest: bookSlotSchema, MoveBookingRequest: moveBookingSchema },
  response: { FreeSlot: freeSlot, MentoringBooking: mentoringBooking },
}
