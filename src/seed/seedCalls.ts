import { TZDate } from '@date-fns/tz'
import type { Payload, PayloadRequest } from 'payload'

import { ukTimeZone } from '@/lib/rules/ukTime'

import { sampleCalls, sampleMentoring } from './data/calls'

/** The first `weekday` (0 Sunday … 6 Saturday) at least two days after `from`, at `hour:minute` UK time. */
const nextWeekdayInUk = (from: Date, weekday: number, hour: number, minute: number): Date => {
  const today = new TZDate(from.getTime(), ukTimeZone)
  for (let days = 2; ; days += 1) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, minute, ukTimeZone)
    if (day.getDay() === weekday) return new Date(day.getTime())
  }
}

/** The same UK clock time `days` days before `moment` (a clock change between them moves nothing). */
const sameUkTimeDaysEarlier = (moment: Date, days: number): Date => {
  const uk = new TZDate(moment.getTime(), ukTimeZone)
  return new Date(new TZDate(uk.getFullYear(), uk.getMonth(), uk.getDate() - days, uk.getHours(), uk.getMinutes(), ukTimeZone).getTime())
}

/**
 * The sample calls, dated from the day the sample is loaded so a newcomer always sees upcoming ones: a fortnightly
 * series for the whole programme (made as staff make one, with "Repeat every 2 weeks until"), one call for the
 * featured course, and a past call with its recording. Loaded once: a database with calls keeps them.
 */
export const seedCalls = async (
  payload: Payload,
  req: PayloadRequest,
  { featuredCourseId, recordingLessonId }: { featuredCourseId: string; recordingLessonId: string },
  now = new Date(),
): Promise<void> => {
  if ((await payload.count({ collection: 'live-sessions', req })).totalDocs > 0) return
  const { fortnightly, courseLunchtime, recorded } = sampleCalls
  const firstCall = nextWeekdayInUk(now, fortnightly.weekday, fortnightly.hour, fortnightly.minute)
  await payload.create({
    collection: 'live-sessions',
    req,
    data: {
      title: fortnightly.title,
      description: fortnightly.description,
      startsAt: firstCall.toISOString(),
      startsAt_tz: ukTimeZone,
      durationMinutes: fortnightly.durationMinutes,
      joinUrl: fortnightly.joinUrl,
      repeatUntil: new Date(firstCall.getTime() + fortnightly.weeks * 7 * 86_400_000).toISOString(),
    },
  })
  await payload.create({
    collection: 'live-sessions',
    req,
    data: {
      title: courseLunchtime.title,
      description: courseLunchtime.description,
      startsAt: nextWeekdayInUk(firstCall, courseLunchtime.weekday, courseLunchtime.hour, courseLunchtime.minute).toISOString(),
      startsAt_tz: ukTimeZone,
      durationMinutes: courseLunchtime.durationMinutes,
      joinUrl: courseLunchtime.joinUrl,
      course: featuredCourseId,
    },
  })
  await payload.create({
    collection: 'live-sessions',
    req,
    data: {
      title: recorded.title,
      description: recorded.description,
      startsAt: sameUkTimeDaysEarlier(firstCall, recorded.daysBeforeSeries).toISOString(),
      startsAt_tz: ukTimeZone,
      durationMinutes: recorded.durationMinutes,
      joinUrl: recorded.joinUrl,
      recording: recordingLessonId,
    },
  })
}

/**
 * The sample mentor's weekly slots (made as staff make them, with "Repeat weekly until"), dated from the day the sample
 * is loaded. The mentor is one of the sample people; loaded once.
 */
export const seedMentoring = async (payload: Payload, req: PayloadRequest, now = new Date()): Promise<void> => {
  if ((await payload.count({ collection: 'mentoring-slots', req })).totalDocs > 0) return
  const [mentor] = (await payload.find({ collection: 'people', where: { name: { equals: sampleMentoring.mentorName } }, limit: 1, depth: 0, req })).docs
  if (!mentor) return
  for (const slot of sampleMentoring.slots) {
    const first = nextWeekdayInUk(now, slot.weekday, slot.hour, slot.minute)
    await payload.create({
      collection: 'mentoring-slots',
      req,
      data: {
        mentor: mentor.id,
        startsAt: first.toISOString(),
        startsAt_tz: ukTimeZone,
        durationMinutes: slot.durationMinutes,
        how: slot.how,
        videoUrl: 'videoUrl' in slot ? slot.videoUrl : null,
        repeatWeeklyUntil: new Date(first.getTime() + (sampleMentoring.weeks - 1) * 7 * 86_400_000).toISOString(),
      },
    })
  }
}
