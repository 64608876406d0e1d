import 'server-only'

import { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { calendarText, inUk, newUkCalendar } from '@/domains/calls'
import { parseAddress } from '@/domains/mail'
import { env } from '@/lib/server/env'
import { ukTimeZone } from '@/lib/rules/ukTime'

/** A booking's time as a calendar shows it. */
export type BookingEvent = {
  bookingId: string
  slotId: string
  sequence: number
  startsAt: string
  durationMinutes: number
  mentorName: string
  learnerEmail: string
  /** Where it happens: the video link, or who phones whom. */
  location: string
  topic: string
}

/** A calendar's id for one booking of one slot: a moved booking is a new event, and its old time is cancelled. */
export const bookingUid = (bookingId: string, slotId: string): string => `mentoring-${bookingId}-${slotId}@solvingtech`

export const mentoringPagePath = '/v1/mentoring'

/**
 * A booking as a calendar file: an invitation (`REQUEST`, which mail apps offer to add), its cancellation (`CANCEL`,
 * which they offer to remove), or a plain download (`PUBLISH`, "Add to calendar").
 */
export const bookingCalendar = (event: BookingEvent, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string => {
  const calendar = newUkCalendar('Solving Tech mentoring')
  calendar.method(method === 'REQUEST' ? ICalCalendarMethod.REQUEST : method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH)
  const sender = parseAddress(env.emailFrom)
  const cancelled = method === 'CANCEL'
  calendar.createEvent({
    id: bookingUid(event.bookingId, event.slotId),
    sequence: event.sequence,
    stamp: new Date(),
    start: inUk(event.startsAt),
    end: inUk(new Date(Date.parse(event.startsAt) + event.durationMinutes * 60_000)),
    timezone: ukTimeZone,
    summary: `Mentoring call with ${event.mentorName}`,
    description: `What you want to cover: ${event.topic}\n\nYour bookings: ${env.publicUrl}${mentoringPagePath}`,
    location: event.location,
    url: `${env.publicUrl}${mentoringPagePath}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: sender.name || 'Solving Tech', email: sender.address },
    attendees: [{ email: event.learnerEmail, role: ICalAttendeeRole.REQ, status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }],
    alarms: cancelled ? [] : [{ type: ICalAlarmType.display, triggerBefore: 60 * 60, description: `In an hour: mentoring call with ${event.mentorName}` }],
  })
  return calendarText(calendar)
}
