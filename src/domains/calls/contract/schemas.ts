import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'

const { id, timestamp, nullableText } = responseFields

/** A fortnightly call as a learner sees it, in UTC (screens show it in UK time). */
export const learnerCall = z.strictObject({
  id,
  title: z.string(),
  description: nullableText,
  startsAt: timestamp,
  endsAt: timestamp,
  durationMinutes: z.number().int(),
  course: z.strictObject({ id, title: z.string() }).nullable().describe("The course it is for; null for the whole programme's calls"),
  cancelled: z.boolean(),
  sequence: z.number().int().min(0).describe("The calendar event's version: it goes up with every change"),
  joinOpensAt: timestamp.describe('When the join link shows: 15 minutes before the start'),
  joinUrl: z.url().nullable().describe('The video call, from 15 minutes before the start until the end; null outside that time'),
  recordingLessonId: id.nullable().describe("The lesson that holds the call's recording (open it as any lesson), once staff add it"),
})
export type LearnerCallBody = z.infer<typeof learnerCall>

/** The learner's private calendar feed of the calls. */
export const calendarFeed = z.discriminatedUnion('subscribed', [
  z.strictObject({ subscribed: z.literal(false) }),
  z.strictObject({
    subscribed: z.literal(true),
    createdAt: timestamp,
    httpsUrl: z.url().describe('The feed; anyone with it sees the calls, so it is the learner\'s to keep or stop'),
    webcalUrl: z.string().startsWith('webcal://').describe('The same feed, for calendar apps to subscribe to'),
  }),
])
export type CalendarFeedBody = z.infer<typeof calendarFeed>

/** Calls' schemas by the names the OpenAPI document gives them. */
export const callsSchemas = {
  request: {},
  response: { LearnerCall: learnerCall, CalendarFeed: calendarFeed },
}
