/** A learner is stuck, and may be reminded, after this many days without watching or completing anything. */
const inactiveDays = 7
/** Reminders about one course: at most one in this many days, and this many in all. */
const reminderGapDays = 7
const maxRemindersPerCourse = 3

const dayMs = 24 * 60 * 60 * 1000

export type ReminderFacts = {
  now: Date
  /** The learner's last activity in the course (enrolment, a report from the player, a completion). */
  lastActivityAt: Date
  lessonsLeft: number
  /** When reminders about this course were sent to this learner. */
  remindersSent: readonly Date[]
  /** The learner unsubscribed from reminders. */
  unsubscribed: boolean
}

/** Learners with no activity since this moment are stuck (what the staff report lists). */
export const stuckSince = (now: Date): Date => new Date(now.getTime() - inactiveDays * dayMs)

/** Whether an enrolled learner is stuck in a course: not finished, and nothing done in it for `inactiveDays`. */
export const isStuck = ({ now, lastActivityAt, lessonsLeft }: Pick<ReminderFacts, 'now' | 'lastActivityAt' | 'lessonsLeft'>): boolean =>
  lessonsLeft > 0 && lastActivityAt.getTime() <= stuckSince(now).getTime()

/** Whether to remind a learner about a course now: stuck, still subscribed, fewer than three so far, none in the last week. */
export const shouldRemind = (facts: ReminderFacts): boolean => {
  if (facts.unsubscribed || !isStuck(facts) || facts.remindersSent.length >= maxRemindersPerCourse) return false
  return facts.remindersSent.every((sent) => facts.now.getTime() - sent.getTime() >= reminderGapDays * dayMs)
}

/** "1 short video to go", "3 short videos to go". */
export const videosToGo = (lessonsLeft: number): string => `${lessonsLeft} short video${lessonsLeft === 1 ? '' : 's'} to go`
