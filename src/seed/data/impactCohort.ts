import type { CheckStage, ConfidenceQuestion } from '@/lib/rules/impactChecks'
import type { Trade } from '@/lib/rules/businessProfile'
import type { TeamSize } from '@/lib/validation/teamSizes'
import type { QuoteConsent } from '@/lib/rules/impactQuotes'

/**
 * A small synthetic cohort for the featured course, so a newcomer's Reports → Impact has figures to show and the
 * funder's PDF something to say: 24 businesses (no accounts: like learners who have gone, they count but have no
 * names), all answered at the start, 18 at the end, 8 of those 90 days on. Made by formula, the same every time.
 */
export type SampleRespondent = {
  teamSize: TeamSize
  trade: Trade
  postcodeDistrict: string
  answers: Partial<Record<CheckStage, { confidence: Record<ConfidenceQuestion, number>; adminHours: number; softwareSpend: number; changes?: string }>>
  /** Days after the cohort's first day that the learner answered the start. */
  startedOnDay: number
  /** Where staff picked their 90-day words to quote: what the (invented) learner said to being quoted. */
  quoted?: QuoteConsent
}

const teamSizes: TeamSize[] = ['2-8', 'sole-trader', '2-8', '8-15', 'sole-trader', '2-8', 'more-than-15', '2-8']
const trades: Trade[] = ['general-builder', 'electrician', 'plumbing-heating', 'roofing', 'installer', 'general-builder']
const districts = ['CF10', 'LS1', 'M1', 'EH1', 'B1', 'NE1', 'BS1', 'SW1A', 'BT1', 'NG1', 'G1', 'SA1']
const changes = [
  'Quotes go out from my phone the same day.',
  'We stopped paying for two apps nobody used.',
  'The team books jobs in one shared calendar now.',
  'Invoices are sent from the van, not at the weekend.',
]

const clamp = (value: number) => Math.min(5, Math.max(1, value))

const confidence = (base: number, rise: number): Record<ConfidenceQuestion, number> => ({
  professionalism: clamp(base + rise),
  comparingTools: clamp(base - 1 + rise),
  rollingOut: clamp(base - 1 + Math.max(0, rise - 1)),
  improving: clamp(base + rise),
  newWays: clamp(base + 1 + Math.min(rise, 1)),
})

export const sampleRespondents: SampleRespondent[] = Array.from({ length: 24 }, (_each, index) => {
  const base = 1 + (index % 3)
  const adminHours = 8 + (index % 6) * 2
  const softwareSpend = 120 + (index % 5) * 35
  const answers: SampleRespondent['answers'] = { baseline: { confidence: confidence(base, 0), adminHours, softwareSpend } }
  if (index < 18) answers.end = { confidence: confidence(base, 1 + (index % 2)), adminHours: adminHours - 2 - (index % 3), softwareSpend: softwareSpend - 15 * (index % 3) }
  if (index < 8) {
    answers['follow-up'] = {
      confidence: confidence(base, 2),
      adminHours: adminHours - 3 - (index % 2),
      softwareSpend: softwareSpend - 25,
      changes: changes[index % changes.length],
    }
  }
  return {
    teamSize: teamSizes[index % teamSizes.length],
    trade: trades[index % trades.length],
    postcodeDistrict: districts[index % districts.length],
    answers,
    startedOnDay: index * 3,
    // Two said yes (the funder's PDF quotes them), one said no. None "waiting": nobody could have been mailed.
    ...(index < 3 && { quoted: index < 2 ? ('yes' as const) : ('no' as const) }),
  }
})

/** Days between a stage and the start: the end after the course's weeks, the follow-up 90 days after that. */
export const daysAfterStart: Record<CheckStage, number> = { baseline: 0, end: 42, 'follow-up': 42 + 90 }
