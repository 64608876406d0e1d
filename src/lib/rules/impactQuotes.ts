import { smallestGroupShown } from './impactSuppression'

/**
 * Learners' own words in the impact report: what they said they changed in their business 90 days on. Staff pick up
 * to five per course; each learner is asked once whether their words may be quoted without their name, and only a
 * recorded yes puts them in the report, said to be from a business described by team size and nation alone.
 */
export const maxQuotesPerCourse = 5

export const quoteConsents = ['asked', 'yes', 'no'] as const
export type QuoteConsent = (typeof quoteConsents)[number]

export const quoteMessages = {
  full: `${maxQuotesPerCourse} answers of this course are picked already: leave one out of the report first.`,
  saidNo: 'They said no: their words are not quoted.',
  cannotAsk: "We can't ask them: their account is closed or gone, or they turned off emails about their courses.",
  noWords: 'There are no words to quote in this answer.',
} as const

export type QuotedBusiness = { teamSize: string | null; nation: string | null }

const teamPhrases: Record<string, string> = {
  'sole-trader': 'A sole trader',
  '2-8': 'A business of 2-8 people',
  '8-15': 'A business of 8-15 people',
  'more-than-15': 'A business of more than 15 people',
}

/**
 * Who a quote is from, as the report says it: team size and nation, each said only while at least 5 of the report's
 * learners share what is said (so the words cannot be put to a group of fewer than 5), else less is said. Null when the
 * report's learners are fewer than 5 together: then no quote is shown at all.
 */
export const quoteAttribution = (quoted: QuotedBusiness, group: readonly QuotedBusiness[]): string | null => {
  if (group.length < smallestGroupShown) return null
  const team = quoted.teamSize && teamPhrases[quoted.teamSize] ? quoted.teamSize : null
  const nation = quoted.nation
  const candidates: QuotedBusiness[] = [
    ...(team && nation ? [{ teamSize: team, nation }] : []),
    ...(team ? [{ teamSize: team, nation: null }] : []),
    ...(nation ? [{ teamSize: null, nation }] : []),
  ]
  const shared = candidates.find(
    (said) => group.filter((member) => (!said.teamSize || member.teamSize === said.teamSize) && (!said.nation || member.nation === said.nation)).length >= smallestGroupShown,
  )
  if (!shared) return 'A business on the course'
  if (!shared.teamSize) return `A business in ${shared.nation}`
  return shared.nation ? `${teamPhrases[shared.teamSize]} in ${shared.nation}` : teamPhrases[shared.teamSize]
}

/** Words cut to at most `max` characters at a word's end, with "…" when cut: the one-page summary's room for a quote. */
export const quoteExcerpt = (words: string, max: number): string => {
  const flat = words.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

export const quotesHeading = 'In their words'

/** Said where the report has no quote to show. */
export const noQuotesNote = `No quotes yet. Learners' words appear here once they agree to be quoted without their name, and only when at least ${smallestGroupShown} learners are in the report.`
