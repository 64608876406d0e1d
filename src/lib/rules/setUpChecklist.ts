import { launchMonthHasPassed, launchMonthLabel, launchTextIsCurrent, type ProgrammeState } from './programmeLaunch'

/**
 * The admin home's set-up checklist: what the site promises learners that only staff can make true. Each item is to
 * do until it is done, and says in words what is missing and where to put it right.
 */

export const setUpTargets = {
  /** Learners see the calls of the next fortnight. */
  callWithinDays: 14,
  /** Learners book mentoring a few weeks ahead. */
  slotsWithinDays: 28,
  /** Coaches start replies from saved comments. */
  savedComments: 3,
} as const

/** What the checklist is worked out from, counted by src/domains/reports/setUpChecklist.ts. */
export type SetUpFacts = {
  groupLinkSet: boolean
  callsSoon: number
  freeSlotsSoon: number
  savedComments: number
  programme: ProgrammeState
  workbookPdfs: number
}

export type SetUpItem = { key: string; title: string; done: boolean; detail: string; href: string; action: string }

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const launchDetail = (programme: ProgrammeState, now: Date): string => {
  if (programme.state === 'open') return 'The landing page says the course is open now, and "Start now" leads into it.'
  if (!programme.launchMonth) return 'The landing page says the course is "coming soon" without a month. Give the launch month, or set it open now.'
  const month = launchMonthLabel(programme.launchMonth)
  return launchMonthHasPassed(programme, now)
    ? `The landing page still says the course launches in ${month}, which has passed. Set it open now, or give a new launch month.`
    : `The landing page says the course launches in ${month}.`
}

/** The checklist, in the order staff usually work through it. */
export const setUpChecklist = (facts: SetUpFacts, now = new Date()): SetUpItem[] => [
  {
    key: 'launch',
    title: 'The launch on the landing page is not in the past',
    done: launchTextIsCurrent(facts.programme, now),
    detail: launchDetail(facts.programme, now),
    href: '/admin/globals/landing',
    action: 'Set the programme state',
  },
  {
    key: 'whatsapp',
    title: "The WhatsApp group's invite link",
    done: facts.groupLinkSet,
    detail: facts.groupLinkSet
      ? 'Set: enrolled learners see it on their dashboard and course pages, and in the enrolment email.'
      : 'Not set: the site promises learners a WhatsApp group, and tells them the link will come. Paste the invite link from WhatsApp.',
    href: '/admin/globals/community',
    action: 'Set the group link',
  },
  {
    key: 'calls',
    title: `A call in the next ${setUpTargets.callWithinDays} days`,
    done: facts.callsSoon > 0,
    detail:
      facts.callsSoon > 0
        ? `${plural(facts.callsSoon, 'call', 'calls')} in the next ${setUpTargets.callWithinDays} days.`
        : `None: learners' "Upcoming calls" is empty. Add the next call (Repeat every 2 weeks adds the series).`,
    href: '/admin/collections/live-sessions/create',
    action: 'Add a call',
  },
  {
    key: 'mentoring',
    title: `Mentoring times learners can book in the next ${setUpTargets.slotsWithinDays / 7} weeks`,
    done: facts.freeSlotsSoon > 0,
    detail:
      facts.freeSlotsSoon > 0
        ? `${plural(facts.freeSlotsSoon, 'free time', 'free times')} in the next ${setUpTargets.slotsWithinDays / 7} weeks.`
        : 'None free: learners who open Mentoring find nothing to book. Add a mentor\'s times (Repeat weekly adds a time every week).',
    href: '/admin/collections/mentoring-slots/create',
    action: 'Add mentoring times',
  },
  {
    key: 'comments',
    title: `At least ${setUpTargets.savedComments} saved coach comments`,
    done: facts.savedComments >= setUpTargets.savedComments,
    detail: `${facts.savedComments} saved so far. Coaches pick one to start a reply to a workbook answer, then make it personal.`,
    href: '/admin/collections/coach-comments/create',
    action: 'Add a saved comment',
  },
  {
    key: 'workbook',
    title: 'The workbook PDF uploaded',
    done: facts.workbookPdfs > 0,
    detail:
      facts.workbookPdfs > 0
        ? 'Learners of the course download it from its lessons and My workbook.'
        : 'No PDF for a published course yet: the course promises a practical workbook. Upload it as a downloadable resource of the course.',
    href: '/admin/collections/workbook-resources/create',
    action: 'Upload the workbook',
  },
]
