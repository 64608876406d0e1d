/**
 * The programme's three checks of each course, for the funder's before-and-after figures: a baseline when the
 * learner starts, the same questions when they finish, and again 90 days after, with what they changed. Each is
 * offered until it is answered or skipped twice. Pure rules: the server decides with them, the form checks with them
 * (offline too, so no zod here).
 */
export const checkStages = ['baseline', 'end', 'follow-up'] as const
export type CheckStage = (typeof checkStages)[number]

export const isCheckStage = (value: unknown): value is CheckStage => typeof value === 'string' && (checkStages as readonly string[]).includes(value)

/** The page that asks a course's open check (the dashboard and the follow-up's mail link to it). */
export const checkPagePath = (courseId: string) => `/v1/courses/${courseId}/check`

/** Days after completing a course when the follow-up opens (and its mail goes). */
export const followUpDays = 90
/** How long after it opens the follow-up's mail may still go: a completion from long ago gets none. */
export const followUpMailWindowDays = 30
/** A check stops being offered once skipped this often (the baseline: right after enrolling, then once more on the dashboard). */
export const skipsBeforeWeStopAsking = 2

/** How confident the learner is in each of the five learning points of the programme, 1 to 5. */
export const confidenceQuestions = [
  { name: 'professionalism', label: 'Running your business professionally and consistently, without extra admin' },
  { name: 'comparingTools', label: 'Comparing software and tools to choose the right one for your business' },
  { name: 'rollingOut', label: 'Rolling out a new tool without pushback from your team' },
  { name: 'improving', label: 'Improving how your business works, a step at a time' },
  { name: 'newWays', label: 'Trying new technology and new ways of working' },
] as const

export type ConfidenceQuestion = (typeof confidenceQuestions)[number]['name']

export const confidenceScale = [
  { value: 1, label: 'Not at all confident' },
  { value: 2, label: 'Slightly confident' },
  { value: 3, label: 'Fairly confident' },
  { value: 4, label: 'Confident' },
  { value: 5, label: 'Very confident' },
] as const

export const figureQuestions = [
  { name: 'adminHours', label: 'About how many hours a week do you spend on admin (quotes, invoices, paperwork)?', unit: 'hours a week', max: 100 },
  { name: 'softwareSpend', label: 'About how much does your business spend on software each month, in pounds?', unit: '£ a month', max: 100_000 },
] as const

export type FigureQuestion = (typeof figureQuestions)[number]['name']

export const changesQuestion = { name: 'changes', label: 'What did you change in your business?', maxLength: 2000 } as const

/** Every question the report compares, in the order it shows them. */
export const comparedQuestions = [...confidenceQuestions.map((question) => question.name), ...figureQuestions.map((question) => question.name)] as const

export const checkMessages = {
  confidence: 'Please choose from 1 to 5',
  figure: (max: number) => `Please enter a number from 0 to ${max.toLocaleString('en-GB')}`,
  changes: `Must be at most ${changesQuestion.maxLength} characters`,
  notEnrolled: 'You are not enrolled in this course',
  baselineClosed: 'You have finished this course: the questions for before you start are closed',
  endNotOpen: 'These questions open when you complete the course',
  endClosed: 'The questions for the end of the course closed 90 days after you completed it',
  followUpNotYet: 'These questions open 90 days after you complete the course',
  followUpNotOpen: (opensOn: string) => `These questions open on ${opensOn}, 90 days after you completed the course`,
} as const

export type CheckAnswerValues = Record<ConfidenceQuestion, number> & Record<FigureQuestion, number> & { changes?: string | null }

/** The problems with a form's answers, by field, in the words the server uses too; empty when they may be sent. */
export const checkAnswerProblems = (values: Partial<Record<string, unknown>>): Record<string, string> => {
  const problems: Record<string, string> = {}
  for (const { name } of confidenceQuestions) {
    const value = Number(values[name])
    if (values[name] === '' || values[name] == null || !Number.isInteger(value) || value < 1 || value > 5) problems[name] = checkMessages.confidence
  }
  for (const { name, max } of figureQuestions) {
    const value = Number(values[name])
    if (values[name] === '' || values[name] == null || !Number.isFinite(value) || value < 0 || value > max) problems[name] = checkMessages.figure(max)
  }
  if (typeof values.changes === 'string' && values.changes.trim().length > changesQuestion.maxLength) problems.changes = checkMessages.changes
  return problems
}

/** Where one learner stands with one course's checks. */
export type CheckFacts = {
  enrolled: boolean
  /** When they completed the course (their certificate); null until then. */
  completedAt: Date | null
  answered: Record<CheckStage, boolean>
  skips: Record<CheckStage, number>
  now: Date
}

const addDays = (moment: Date, days: number) => new Date(moment.getTime() + days * 86_400_000)

/** When the follow-up opens for a learner who completed the course at `completedAt`. */
export const followUpOpensAt = (completedAt: Date): Date => addDays(completedAt, followUpDays)

/**
 * The one stage open now: the baseline from enrolment until the course is complete, the end from then for 90 days,
 * the follow-up after that. Null for a learner not enrolled.
 */
export const openCheckStage = ({ enrolled, completedAt, now }: Pick<CheckFacts, 'enrolled' | 'completedAt' | 'now'>): CheckStage | null => {
  if (!enrolled) return null
  if (!completedAt) return 'baseline'
  return followUpOpensAt(completedAt) > now ? 'end' : 'follow-up'
}

/** Why the learner may not answer this stage now, or null when they may (answering again replaces the answers). */
export const whyCheckIsClosed = (stage: CheckStage, facts: CheckFacts, dateLabel: (moment: Date) => string): string | null => {
  const open = openCheckStage(facts)
  if (open === stage) return null
  if (!open) return checkMessages.notEnrolled
  if (stage === 'baseline') return checkMessages.baselineClosed
  if (stage === 'end') return open === 'baseline' ? checkMessages.endNotOpen : checkMessages.endClosed
  return open === 'baseline' ? checkMessages.followUpNotYet : checkMessages.followUpNotOpen(dateLabel(followUpOpensAt(facts.completedAt!)))
}

/** The check to offer now, unasked: the open stage, unless it is answered or was skipped twice; null when none. */
export const offeredCheck = (facts: CheckFacts): CheckStage | null => {
  const stage = openCheckStage(facts)
  return stage && !facts.answered[stage] && facts.skips[stage] < skipsBeforeWeStopAsking ? stage : null
}

/**
 * Where each check is offered unasked: the baseline on a screen of its own right after enrolling (the course's start,
 * before lesson 1) and on the dashboard, never inside a lesson; the end on the dashboard and under every lesson of the
 * course; the follow-up on the dashboard (and its mail). The course's check page asks the open one whenever it is
 * unanswered.
 */
export const isCheckOfferedOn = (check: { stage: CheckStage }, screen: 'dashboard' | 'course-start' | 'lesson'): boolean => {
  switch (check.stage) {
    case 'baseline':
      return screen !== 'lesson'
    case 'end':
      return screen !== 'course-start'
    case 'follow-up':
      return screen === 'dashboard'
  }
}
