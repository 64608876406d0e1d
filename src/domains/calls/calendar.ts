import 'server-only'

import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator'

import { joinOpensMinutesBefore } from '@/lib/rules/calls'
import { ukTimeZone } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'

import type { LearnerCall } from './sessions'

/** Where a learner joins the calls: the join link shows there while it is open. */
export const callsPagePath = '/v1/calls'

/** A calendar's own id for a call: the same across every edit, so calendars update the event rather than add one. */
export const callUid = (callId: string): string => `call-${callId}@solvingtech`

/**
 * A calendar whose events carry the UK zone's rules, so any calendar app places their times right. The calendar itself
 * names no zone: ical-generator writes DTSTAMP in the calendar's zone, and RFC 5545 (3.8.7.2) wants it in UTC.
 */
export const newUkCalendar = (name: string): ICalCalendar => {
  const calendar = ical({ name, prodId: { company: 'Solving Tech', product: 'Calls', language: 'EN' } })
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  return calendar
}

/**
 * A calendar file as RFC 5545 wants it: ical-generator ends the last line without its CRLF, and every content line
 * ends with one (3.1).
 */
export const calendarText = (calendar: ICalCalendar): string => `${calendar.toString()}\r\n`

/**
 * A start or end as ical-generator writes it in UK time (with TZID): a plain Date would be written in the server's own
 * time zone, so each goes as a date that knows its zone.
 */
export const inUk = (moment: string | Date) => new TZDate(new Date(moment).getTime(), ukTimeZone)

const addCall = (calendar: ICalCalendar, call: LearnerCall, stamp: Date): void => {
  const pageUrl = `${env.publicUrl}${callsPagePath}`
  const joinLine = `Join from Solving Tech: the join link shows on ${pageUrl} from ${joinOpensMinutesBefore} minutes before the start.`
  calendar.createEvent({
    id: callUid(call.id),
    sequence: call.sequence,
    stamp,
    start: inUk(call.startsAt),
    end: inUk(call.endsAt),
    timezone: ukTimeZone,
    summary: call.title,
    description: [call.description, call.course ? `For the course "${call.course.title}".` : null, joinLine].filter(Boolean).join('\n\n'),
    location: pageUrl,
    url: pageUrl,
    status: call.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    alarms: call.cancelled ? [] : [{ type: ICalAlarmType.display, triggerBefore: 60 * 60, description: `In an hour: ${call.title}` }],
  })
}

/** One call as a calendar file ("Add to calendar"), with an alarm an hour before. */
export const callCalendar = (call: LearnerCall, stamp = new Date()): string => {
  const calendar = newUkCalendar('Solving Tech call')
  calendar.method(ICalCalendarMethod.PUBLISH)
  addCall(calendar, call, stamp)
  return calendarText(calendar)
}

/** A learner's feed of calls ("Subscribe to all calls"), which calendar apps fetch again every few hours. */
export const callsFeedCalendar = (calls: LearnerCall[], stamp = new Date()): string => {
  const calendar = newUkCalendar('Solving Tech calls')
  calendar.ttl(60 * 60 * 6)
  calendar.description('The fortnightly calls of your Solving Tech courses, in UK time.')
  for (const call of calls) addCall(calendar, call, stamp)
  return calendarText(calendar)
}

/** The headers of a calendar answer. */
export const calendarHeaders = (fileName: string | null): HeadersInit => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Cache-Control': 'private, no-store',
  ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
})
