import { z } from 'zod'

import { mentoringLimits } from '@/lib/rules/mentoring'
import { optionalText, requiredText, userId, uuid } from './fields'

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
