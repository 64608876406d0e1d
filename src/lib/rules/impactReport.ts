import { tradeLabel } from './businessProfile'
import { comparedQuestions, confidenceQuestions, figureQuestions, type ConfidenceQuestion, type FigureQuestion } from './impactChecks'
import { changeLabel, isSuppressed, meanChange, type MeanChange } from './impactFigures'
import { ukNations, ukRegions } from './postcodeDistricts'
import { teamSizeLabel, teamSizeOptions } from '../validation/teamSizes'

/**
 * The impact report's figures from each respondent's answers: how many answered, the mean change per question from
 * the baseline to the end and to the follow-up (with its 95 % interval), overall and by team size, nation, region and
 * trade. Pure, so the screen, the CSV and the PDF print the same numbers, and a test can check them exactly.
 */

export type ComparedQuestion = ConfidenceQuestion | FigureQuestion

type Answers = Record<ComparedQuestion, number | null>

/** One respondent of a course: their business, and their answers at each stage they answered (null: not answered). */
export type RespondentAnswers = {
  teamSize: string | null
  nation: string | null
  region: string | null
  trade: string | null
  tradeOther: string | null
  baseline: Answers
  end: Answers | null
  followUp: Answers | null
}

export const comparisons = [
  { name: 'end', label: 'From the start to the end of the course' },
  { name: 'followUp', label: 'From the start to 90 days after the course' },
] as const

export type Comparison = (typeof comparisons)[number]['name']

export const questionLabels: Record<ComparedQuestion, string> = Object.fromEntries([
  ...confidenceQuestions.map(({ name, label }) => [name, `Confidence: ${label}`]),
  ...figureQuestions.map(({ name, unit }) => [name, name === 'adminHours' ? `Admin (${unit})` : `Software spend (${unit})`]),
]) as Record<ComparedQuestion, string>

/** One question's change for one group of respondents. */
export type QuestionChange = {
  question: ComparedQuestion
  /** Mean at the baseline and at the later stage, of those who answered both. */
  before: number | null
  after: number | null
  change: MeanChange | null
}

/** A group's figures for one comparison: hidden ("fewer than 5") when fewer than 5 answered both times. */
export type GroupChanges = { count: number; suppressed: boolean; questions: QuestionChange[] }

const mean = (values: number[]) => (values.length ? values.reduce((total, value) => total + value, 0) / values.length : null)

/** The changes of a group from the baseline to `comparison`, counting those who answered both times. */
export const groupChanges = (respondents: readonly RespondentAnswers[], comparison: Comparison): GroupChanges => {
  const paired = respondents.filter((respondent) => respondent[comparison] !== null)
  const questions = comparedQuestions.map((question): QuestionChange => {
    const pairs = paired.flatMap((respondent) => {
      const [before, after] = [respondent.baseline[question], respondent[comparison]![question]]
      return before === null || after === null ? [] : [[before, after] as const]
    })
    return {
      question,
      before: mean(pairs.map(([before]) => before)),
      after: mean(pairs.map(([, after]) => after)),
      change: meanChange(pairs.map(([before, after]) => after - before)),
    }
  })
  return { count: paired.length, suppressed: isSuppressed(paired.length), questions }
}

const notSaid = 'Not said'

/** The ways the report splits respondents, each group in a fixed order (the list's), "Not said" last. */
export const segmentDimensions = [
  {
    name: 'teamSize',
    label: 'Team size',
    groups: [...teamSizeOptions.map((option) => option.label), notSaid],
    groupOf: (respondent: RespondentAnswers) => teamSizeLabel(respondent.teamSize, notSaid),
  },
  { name: 'nation', label: 'Nation', groups: [...ukNations, notSaid], groupOf: (respondent: RespondentAnswers) => respondent.nation ?? notSaid },
  { name: 'region', label: 'Region', groups: [...ukRegions, notSaid], groupOf: (respondent: RespondentAnswers) => respondent.region ?? notSaid },
  {
    name: 'trade',
    label: 'Trade',
    groups: null,
    // "Other" in the learner's words would make a group of one: it counts as Other.
    groupOf: (respondent: RespondentAnswers) => (respondent.trade === 'other' ? 'Other' : (tradeLabel(respondent.trade, null) ?? notSaid)),
  },
] as const

export type SegmentDimension = (typeof segmentDimensions)[number]['name']

export type Segment = { dimension: SegmentDimension; label: string; groups: ({ group: string } & Record<Comparison, GroupChanges>)[] }

/** Each dimension's groups (only those with a respondent), with their changes for both comparisons. */
export const segmentChanges = (respondents: readonly RespondentAnswers[]): Segment[] =>
  segmentDimensions.map((dimension) => {
    const byGroup = new Map<string, RespondentAnswers[]>()
    for (const respondent of respondents) {
      const group = dimension.groupOf(respondent)
      byGroup.set(group, [...(byGroup.get(group) ?? []), respondent])
    }
    const order = dimension.groups ? [...dimension.groups] : [...byGroup.keys()].sort((a, b) => (a === notSaid ? 1 : b === notSaid ? -1 : a.localeCompare(b)))
    return {
      dimension: dimension.name,
      label: dimension.label,
      groups: order
        .filter((group) => byGroup.has(group))
        .map((group) => ({ group, end: groupChanges(byGroup.get(group)!, 'end'), followUp: groupChanges(byGroup.get(group)!, 'followUp') })),
    }
  })

/** A mean as the report prints it: one decimal place; a dash when there is none. */
export const meanLabel = (value: number | null): string => (value === null ? '–' : (Math.round(value * 10) / 10).toFixed(1))

/** A change's 95 % interval in words: "+0.4 to +1.6"; a dash when it cannot be measured (one learner). */
export const intervalLabel = (change: MeanChange | null): string => (change?.interval ? `${changeLabel(change.interval.low)} to ${changeLabel(change.interval.high)}` : '–')
