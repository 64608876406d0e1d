import type { CourseState } from './courseState'
import { continueLessonHref } from './lessonLinks'
import { ukMonthLabel, ukYearMonth } from './ukTime'

/**
 * The programme's state, a staff setting on the landing page (Landing → Programme state): coming soon, with the month
 * it launches, or open now. Every sentence that names the launch (the hero, the waiting-list text, its thank-you, the
 * confirmation mail) comes from here, so none can say a month the setting does not.
 */

export const programmeStates = ['coming-soon', 'open'] as const
export type ProgrammeStateName = (typeof programmeStates)[number]

export type ProgrammeState = { state: ProgrammeStateName; launchMonth: string | null }

export const programmeStateLabels: Record<ProgrammeStateName, string> = {
  'coming-soon': 'Coming soon: the landing page says COMING SOON and the month it launches',
  open: 'Open now: the landing page says so, and "Start now" leads into the featured course',
}

/** The label above the landing page's title. */
export const programmeStateBadges: Record<ProgrammeStateName, string> = { 'coming-soon': 'COMING SOON', open: 'OPEN NOW' }

/** "Start now" on the landing page leads here, which sends the visitor on (startNowHref). */
export const startNowPath = '/v1/start'

/** Where "Start now" takes a visitor: the featured course's page, or, enrolled in it, the lesson they are on. */
export const startNowHref = (courseId: string, state: CourseState): string =>
  state.kind === 'enrolled' && state.nextLessonId ? continueLessonHref(state.nextLessonId) : `/v1/courses/${courseId}`

const hasMonth = (launchMonth: string | null | undefined): launchMonth is string => !!launchMonth && !Number.isNaN(Date.parse(launchMonth))

/** "September 2026". */
export const launchMonthLabel = (launchMonth: string): string => ukMonthLabel(launchMonth)

/** Whether the setting still says "coming soon" in a month that is over: the landing page would promise the past. */
export const launchMonthHasPassed = ({ state, launchMonth }: ProgrammeState, now = new Date()): boolean =>
  state === 'coming-soon' && hasMonth(launchMonth) && ukYearMonth(launchMonth) < ukYearMonth(now)

/** Whether the landing page says something true about the launch: open, or coming in a month not yet over. */
export const launchTextIsCurrent = (programme: ProgrammeState, now = new Date()): boolean =>
  programme.state === 'open' || (hasMonth(programme.launchMonth) && !launchMonthHasPassed(programme, now))

/** The sentence that names the launch: the hero and the waiting-list text open with it. */
export const launchSentence = ({ state, launchMonth }: ProgrammeState): string => {
  if (state === 'open') return 'The course is open now: start today, at your own pace.'
  return hasMonth(launchMonth) ? `The course launches in ${launchMonthLabel(launchMonth)}.` : 'The course is coming soon.'
}

/** After joining the waiting list (the thank-you and the confirmation mail): when it starts, and what we send then. */
export const afterJoiningSentence = (programme: ProgrammeState): string =>
  programme.state === 'open'
    ? `${launchSentence(programme)} We will email you news of the programme.`
    : `${launchSentence(programme)} We will email you before it starts.`

/** The setting as the landing global stores it, with the defaults of a database from before it existed. */
export const programmeStateOf = (stored: { state?: string | null; launchMonth?: string | null } | null | undefined): ProgrammeState => ({
  state: stored?.state === 'open' ? 'open' : 'coming-soon',
  launchMonth: stored?.launchMonth ?? null,
})
