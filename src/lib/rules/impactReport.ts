import { tradeLabel } from './businessProfile'
import { comparedQuestions, confidenceQuestions, figureQuestions, type ConfidenceQuestion, type FigureQuestion } from './impactChecks'
import { changeLabel, countLabel, meanChange, oneDecimal, type MeanChange } from './impactFigures'
import { minimumCohort, smallestGroupShown, smallGroupLabel, suppressSmallGroups, type FiguresWithheld, type GroupHidden } from './impactSuppression'
import { ukNations, ukRegions } from './postcodeDistricts'
import { teamSizeLabel, teamSizeOptions } from '../validation/teamSizes'

/**
 * The impact report's figures from each respondent's answers: how many answered, the mean change per question from
 * the baseline to the end and to the follow-up (with its 95 % interval), overall and by team size, nation, region and
 * trade, less what `suppressSmallGroups` hides. Pure, so the screen, the CSV and the PDF print the same numbers and
 * hide the same groups, and a test can check them exactly.
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

/** Each question in a few words, where a table has no room for the whole: the split tables, the chart, the PDF. */
export const shortQuestionLabels: Record<ComparedQuestion, string> = {
  professionalism: 'Professional, without extra admin',
  comparingTools: 'Comparing tools',
  rollingOut: 'Rolling out without pushback',
  improving: 'Improving step by step',
  newWays: 'Trying new ways',
  adminHours: 'Admin hours a week',
  softwareSpend: 'Software £ a month',
}

/** One question's change for one group of respondents. */
export type QuestionChange = {
  question: ComparedQuestion
  /** Mean at the baseline and at the later stage, of those who answered both. */
  before: number | null
  after: number | null
  change: MeanChange | null
}

const mean = (values: number[]) => (values.length ? values.reduce((total, value) => total + value, 0) / values.length : null)

/** Whether a respondent answered every question at the start and at `comparison`: only they count in its figures. */
export const answeredBoth = (respondent: RespondentAnswers, comparison: Comparison): boolean =>
  comparedQuestions.every((question) => respondent.baseline[question] !== null && respondent[comparison]?.[question] != null)

/** The changes of a group from the baseline to `comparison`, counting those who answered both times. */
export const groupChanges = (respondents: readonly RespondentAnswers[], comparison: Comparison): { count: number; questions: QuestionChange[] } => {
  const paired = respondents.filter((respondent) => answeredBoth(respondent, comparison))
  const questions = comparedQuestions.map((question): QuestionChange => {
    const pairs = paired.map((respondent) => [respondent.baseline[question]!, respondent[comparison]![question]!] as const)
    return {
      question,
      before: mean(pairs.map(([before]) => before)),
      after: mean(pairs.map(([, after]) => after)),
      change: meanChange(pairs.map(([before, after]) => after - before)),
    }
  })
  return { count: paired.length, questions }
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

/** A dimension's groups that have a respondent, in the list's order ("Not said" last), with their respondents. */
export const groupsOfDimension = (dimension: (typeof segmentDimensions)[number], respondents: readonly RespondentAnswers[]): [string, RespondentAnswers[]][] => {
  const byGroup = new Map<string, RespondentAnswers[]>()
  for (const respondent of respondents) {
    const group = dimension.groupOf(respondent)
    const members = byGroup.get(group)
    if (members) members.push(respondent)
    else byGroup.set(group, [respondent])
  }
  const order = dimension.groups ? [...dimension.groups] : [...byGroup.keys()].sort((a, b) => (a === notSaid ? 1 : b === notSaid ? -1 : a.localeCompare(b)))
  return order.filter((group) => byGroup.has(group)).map((group) => [group, byGroup.get(group)!])
}

/** A group's figures for one comparison: none (and `hidden` says why) when it is not shown. */
export type GroupFigures = { group: string; count: number; hidden: GroupHidden | null; questions: QuestionChange[] }

/** A split's groups for one comparison; `withheld` when none may be shown. */
export type SplitFigures = { dimension: SegmentDimension; label: string; withheld: FiguresWithheld | null; groups: GroupFigures[] }

/** A comparison's figures for all who answered both times, and by each split; none (`withheld` says why) when not shown. */
export type ComparisonFigures = { count: number; withheld: FiguresWithheld | null; questions: QuestionChange[]; splits: SplitFigures[] }

export type ReportFigures = {
  comparisons: Record<Comparison, ComparisonFigures>
  /** Nothing is hidden: the answers by pseudonymous id may be given. */
  everyoneShown: boolean
}

/**
 * The report's figures as everyone prints them: each comparison overall and by team size, nation, region and trade,
 * with what `suppressSmallGroups` hides left empty, so no screen or file can print it.
 */
export const reportFigures = (respondents: readonly RespondentAnswers[]): ReportFigures => {
  const comparisonNames = comparisons.map((comparison) => comparison.name)
  const suppression = suppressSmallGroups(
    respondents.map((respondent) => ({
      comparisons: comparisonNames.filter((comparison) => answeredBoth(respondent, comparison)),
      groups: Object.fromEntries(segmentDimensions.map((dimension) => [dimension.name, dimension.groupOf(respondent)])) as Record<SegmentDimension, string>,
    })),
    comparisonNames,
    segmentDimensions.map((dimension) => dimension.name),
  )
  const groups = new Map(segmentDimensions.map((dimension) => [dimension.name, groupsOfDimension(dimension, respondents)]))
  const figuresOf = (comparison: Comparison): ComparisonFigures => {
    const shown = suppression.comparisons[comparison]
    return {
      count: shown.count,
      withheld: shown.withheld,
      questions: shown.withheld ? [] : groupChanges(respondents, comparison).questions,
      splits: segmentDimensions.map((dimension) => {
        const split = shown.splits[dimension.name]
        return {
          dimension: dimension.name,
          label: dimension.label,
          withheld: split.withheld,
          groups: split.withheld
            ? []
            : groups.get(dimension.name)!.flatMap(([group, members]) => {
                const status = split.groups.get(group)
                if (!status) return []
                return [{ group, count: status.count, hidden: status.hidden, questions: status.hidden ? [] : groupChanges(members, comparison).questions }]
              }),
        }
      }),
    }
  }
  return { comparisons: { end: figuresOf('end'), followUp: figuresOf('followUp') }, everyoneShown: suppression.everyoneShown }
}

/** What a hidden group shows in place of its count, and what the downloads say of it. */
export const hiddenGroupLabels: Record<GroupHidden, string> = { small: smallGroupLabel, alongside: 'not shown' }

export const hiddenGroupNotes: Record<GroupHidden, string> = {
  small: `Not shown: fewer than ${smallestGroupShown} learners.`,
  alongside: `Not shown: hidden as well as the groups of fewer than ${smallestGroupShown}, so that they cannot be worked out as the total minus the groups shown.`,
}

/** Why a split shows nothing for a comparison. */
export const withheldSplitNote = `Not shown: with the other figures, it would let the answers of fewer than ${smallestGroupShown} learners be worked out.`

/** Why a comparison shows no figures, in words; null when it shows them. */
export const comparisonNote = ({ count, withheld }: Pick<ComparisonFigures, 'count' | 'withheld'>): string | null =>
  count === 0
    ? 'Nobody has answered both times yet.'
    : withheld === 'tooFew'
      ? `${countLabel(count)} learners answered both times: too few to show figures, which need at least ${minimumCohort}.`
      : withheld === 'singlesOut'
        ? `Not shown: with the other figures, they would let the answers of fewer than ${smallestGroupShown} learners be worked out.`
        : null

/** The report's own warning when its cohort is below the minimum; null otherwise. */
export const smallCohortNote = (answeredAtStart: number): string | null =>
  answeredAtStart > 0 && answeredAtStart < minimumCohort
    ? `Fewer than ${minimumCohort} learners answered at the start in this period: too few to show any figures without the risk that someone's answers could be worked out, so only the counts are shown. A longer period may have enough.`
    : null

/** Why the answers by pseudonymous id are not given for a period. */
export const answersWithheldNote =
  "The answers by pseudonymous id are not given for this period: some of its figures are hidden to keep small groups private, and single learners' answers could be matched to them. A longer period may have nothing hidden."

/** A mean as the report prints it: one decimal place; a dash when there is none. */
export const meanLabel = (value: number | null): string => (value === null ? '–' : oneDecimal(value).toFixed(1))

/** A change's 95 % interval in words: "+0.4 to +1.6"; a dash when it cannot be measured (one learner). */
export const intervalLabel = (change: MeanChange | null): string => (change?.interval ? `${changeLabel(change.interval.low)} to ${changeLabel(change.interval.high)}` : '–')
