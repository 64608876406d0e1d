import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { registeredLearner } from '../support/apiClient'
import { csvRows } from '../support/csvRows'
import { createLearner, createOwnCourse } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { pdfText } from '../support/pdfText'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'
import { pageText } from '../support/pageText'

/**
 * Reports → Impact (issue 28, points 3 and 4; issue 40, points 4 and 5): 40 respondents with known answers give exact
 * means and intervals, overall and by group, to one decimal place; a group of fewer than 5 is hidden with the next
 * smallest, so "All" minus the groups shown never gives a hidden learner's answers (the differencing attack of issue
 * 40); fewer than 10 who answered both times show counts only; the answers by pseudonymous id are refused for a period
 * whose figures hide anyone; downloads name no one and are audited; a deleted learner's answers still count; lessons
 * watched through and marked complete are counted apart.
 */
const { baseUrl, staffEmail } = testEnv()
let payload: Payload
let staffToken: string
let courseId: string
let attackCourseId: string
let overlapCourseId: string

const asStaff = (path: string) => fetch(`${baseUrl}${path}`, { headers: { Authorization: `JWT ${staffToken}` } })
const csvOf = async (path: string) => {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return csvRows(await response.text())
}
const screenText = async (course: string, query: string) => {
  const response = await asStaff(`/admin/reports/impact/${course}?${query}`)
  expect(response.status).toBe(200)
  return pageText(await response.text())
}
const pdfOf = async (path: string) => {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return pdfText(new Uint8Array(await response.arrayBuffer()))
}

const columns = ['course', 'period', 'comparison', 'split', 'group', 'measure', 'learners', 'meanAtStart', 'meanLater', 'meanChange', 'interval95Low', 'interval95High', 'note']
const toEnd = 'From the start to the end of the course'
const toFollowUp = 'From the start to 90 days after the course'
/** The rows of one comparison, split and group (and measure), from the column "learners" on. */
const find = (rows: string[][], split: string, group: string, measure: RegExp, comparison = toEnd) =>
  rows.filter((row) => row[2] === comparison && row[3] === split && row[4] === group && measure.test(row[5])).map((row) => row.slice(6))
const countOf = (rows: string[][], measure: string) => rows.filter((row) => row[5] === measure).map((row) => row[6])

type Answers = { professionalism: number; adminHours?: number; softwareSpend: number }
type Member = { teamSize: string; district: string; nation: string; trade: string; start: Answers; end: Answers; followUp?: Answers; startedOn: string }

/** A business profile with its answers at the start (on `startedOn`), at the end and maybe 90 days on; the other confidences stay at 3. */
const insertRespondent = async (course: string, member: Member) => {
  const [{ id }] = (
    await payload.db.drizzle.execute(sql`
      INSERT INTO business_profiles (team_size, trade, postcode_district, nation, region)
      VALUES (${member.teamSize}, ${member.trade}, ${member.district}, ${member.nation}, ${member.nation === 'England' ? 'London' : member.nation}) RETURNING id`)
  ).rows as { id: string }[]
  for (const [stage, answers, answeredAt] of [
    ['baseline', member.start, `${member.startedOn}T10:00:00Z`],
    ['end', member.end, '2026-08-10T10:00:00Z'],
    ...(member.followUp ? [['follow-up', member.followUp, '2026-11-10T10:00:00Z'] as const] : []),
  ] as const) {
    await payload.db.drizzle.execute(sql`
      INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways, admin_hours, software_spend, answered_at)
      VALUES (${id}, ${course}, ${stage}, ${answers.professionalism}, 3, 3, 3, 3, ${answers.adminHours ?? 8}, ${answers.softwareSpend}, ${answeredAt})`)
  }
}

/**
 * The main cohort, answered at the start in March 2026: 20 in teams of 2-8 in Wales, roofers, whose "professionalism"
 * rose by 1 and 2 in turn, 17 sole traders in Scotland, electricians, whose rose by 1, all on the 10th; and on the
 * 25th 3 electricians in Scotland in teams of 8-15 (too few to show) whose rose by 3. The other answers stay the same,
 * but software spend, which fell by £10 for everyone.
 */
const cohort = [
  ...Array.from({ length: 20 }, (_each, index) => ({ teamSize: '2-8', district: 'CF10', nation: 'Wales', trade: 'roofing', rise: 1 + (index % 2), startedOn: '2026-03-10' })),
  ...Array.from({ length: 17 }, () => ({ teamSize: 'sole-trader', district: 'EH1', nation: 'Scotland', trade: 'electrician', rise: 1, startedOn: '2026-03-10' })),
  ...Array.from({ length: 3 }, () => ({ teamSize: '8-15', district: 'EH1', nation: 'Scotland', trade: 'electrician', rise: 3, startedOn: '2026-03-25' })),
]

/**
 * The attack of issue 40, on a course of its own: on 2 June 2026 six answered, five roofers in London in teams of 2-8
 * and one sole trader in Northern Ireland, an electrician, whose answers stand out (confidence 1 to 5, admin 40 hours
 * to 10, software £0 to £300). On 20 June six more: five in London in teams of 8-15 and one more in a team of 2-8.
 */
const soleTrader = { start: { professionalism: 1, adminHours: 40, softwareSpend: 0 }, end: { professionalism: 5, adminHours: 10, softwareSpend: 300 } }
const attackCohort: Member[] = [
  ...Array.from({ length: 5 }, () => ({ teamSize: '2-8', district: 'SW1A', nation: 'England', trade: 'roofing', start: { professionalism: 3, softwareSpend: 100 }, end: { professionalism: 4, softwareSpend: 100 }, startedOn: '2026-06-02' })),
  { teamSize: 'sole-trader', district: 'BT1', nation: 'Northern Ireland', trade: 'electrician', ...soleTrader, startedOn: '2026-06-02' },
  ...Array.from({ length: 5 }, () => ({ teamSize: '8-15', district: 'SW1A', nation: 'England', trade: 'roofing', start: { professionalism: 2, softwareSpend: 50 }, end: { professionalism: 2, softwareSpend: 50 }, startedOn: '2026-06-20' })),
  { teamSize: '2-8', district: 'SW1A', nation: 'England', trade: 'roofing', start: { professionalism: 3, softwareSpend: 100 }, end: { professionalism: 4, softwareSpend: 100 }, startedOn: '2026-06-20' },
]

/**
 * Two ways to one learner, on a course of its own: in July 2026 eleven answered at the start and at the end, ten of
 * them 90 days on too, all roofers. The one who did not answer 90 days on is in a team of 2-8 in Wales; the other 2-8
 * teams are the five in Scotland, and the rest of Wales five teams of 8-15. "End" minus "90 days on", or "2-8" minus
 * "Scotland", would give that one learner.
 */
const answered = { start: { professionalism: 2, softwareSpend: 100 }, end: { professionalism: 3, softwareSpend: 90 } }
const overlapCohort: Member[] = [
  { teamSize: '2-8', district: 'CF10', nation: 'Wales', trade: 'roofing', start: { professionalism: 1, adminHours: 30, softwareSpend: 0 }, end: { professionalism: 5, adminHours: 5, softwareSpend: 400 }, startedOn: '2026-07-01' },
  ...Array.from({ length: 5 }, () => ({ teamSize: '2-8', district: 'EH1', nation: 'Scotland', trade: 'roofing', ...answered, followUp: answered.end, startedOn: '2026-07-01' })),
  ...Array.from({ length: 5 }, () => ({ teamSize: '8-15', district: 'CF10', nation: 'Wales', trade: 'roofing', ...answered, followUp: answered.end, startedOn: '2026-07-01' })),
]

/** Lessons of the main course completed in March 2026: 6 watched through in the player, 5 marked complete. */
const insertCompletions = async () => {
  const [{ id: lessonId }] = (await payload.db.drizzle.execute(sql`SELECT id FROM lessons WHERE course_id = ${courseId}`)).rows as { id: string }[]
  for (const completedBy of [...Array<string>(6).fill('played'), ...Array<string>(5).fill('marked')]) {
    const learner = await createLearner(payload, { email: uniqueEmail('impact-completion') })
    await payload.db.drizzle.execute(sql`
      INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, completed_by, updated_at)
      VALUES (${learner.id}, ${lessonId}, true, '2026-03-12T10:00:00Z', ${completedBy}, now())`)
  }
}

beforeAll(async () => {
  payload = await testPayload()
  staffToken = await staffLogin()
  courseId = await createOwnCourse(payload, 'Impact course')
  attackCourseId = await createOwnCourse(payload, 'Impact attack course')
  for (const member of cohort)
    await insertRespondent(courseId, { ...member, start: { professionalism: 2, softwareSpend: 100 }, end: { professionalism: 2 + member.rise, softwareSpend: 90 } })
  for (const member of attackCohort) await insertRespondent(attackCourseId, member)
  overlapCourseId = await createOwnCourse(payload, 'Impact overlap course')
  for (const member of overlapCohort) await insertRespondent(overlapCourseId, member)
  await insertCompletions()
})

const march = 'from=2026-03-01&to=2026-03-31'
const attackDay = 'from=2026-06-02&to=2026-06-02'
const june = 'from=2026-06-01&to=2026-06-30'

describe('the impact figures as CSV', () => {
  it('give exact means and 95 % intervals to one decimal place, overall and by group, and hide a small group with the next smallest', async () => {
    const response = await asStaff(`/api/reports/impact/${courseId}/csv?${march}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="impact-impact-course-[0-9-]+\.csv"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const rows = csvRows(await response.text())
    expect(rows[0]).toEqual(columns)
    expect(countOf(rows, 'Answered at the start')).toEqual(['40'])
    expect(countOf(rows, 'Also at the end of the course')).toEqual(['40'])

    // Overall: 27 rose by 1, 10 by 2, 3 by 3: mean 1.4, variance 0.4, so 1.4 ± 2.0227 × 0.1 (1.198 to 1.602).
    expect(find(rows, 'All', 'All', /^Confidence: Running your business/)).toEqual([['40', '2', '3.4', '1.4', '1.2', '1.6', '']])
    // Teams of 2-8: 1 and 2 in turn, mean 1.5, variance 20 × 0.25 / 19, so 1.5 ± 2.0930 × 0.1147 (1.26 to 1.74).
    expect(find(rows, 'Team size', '2-8 people', /^Confidence: Running your business/)).toEqual([['20', '2', '3.5', '1.5', '1.3', '1.7', '']])
    // The 3 in teams of 8-15 are too few; the sole traders, the next smallest, are hidden with them.
    expect(find(rows, 'Team size', '8-15 people', /./)).toEqual([])
    expect(find(rows, 'Team size', '8-15 people', /^$/)).toEqual([['', '', '', '', '', '', 'Not shown: fewer than 5 learners.']])
    expect(find(rows, 'Team size', 'Sole Trader', /^$/)).toEqual([
      ['', '', '', '', '', '', 'Not shown: hidden as well as the groups of fewer than 5, so that they cannot be worked out as the total minus the groups shown.'],
    ])
    // Scotland holds the sole traders and the 8-15 teams: 17 rises of 1 and 3 of 3, mean 1.3, variance 10.2 / 19, so
    // 1.3 ± 2.0930 × 0.1638 (0.957 to 1.643).
    expect(find(rows, 'Nation', 'Scotland', /^Confidence: Running your business/)).toEqual([['20', '2', '3.3', '1.3', '1', '1.6', '']])
    expect(find(rows, 'Trade', 'Electrician', /^Software spend/)).toEqual([['20', '100', '90', '-10', '-10', '-10', '']])
    // Every mean and interval to one decimal place at most.
    const figures = rows.slice(1).flatMap((row) => row.slice(7, 12)).filter((cell) => cell !== '')
    expect(figures.length).toBeGreaterThan(100)
    for (const cell of figures) expect(cell).toMatch(/^-?\d+(\.\d)?$/)
    // Nobody has answered 90 days on: a row says so.
    expect(rows.filter((row) => row[2] === toFollowUp).map((row) => row.slice(3))).toEqual([['All', 'All', '', '', '', '', '', '', '', 'Nobody has answered both times yet.']])
    // Nobody named: no email, no profile id.
    expect(rows.flat().join(',')).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}/)
  })

  it('count lessons watched through in the player and marked complete apart', async () => {
    const rows = await csvOf(`/api/reports/impact/${courseId}/csv?${march}`)
    expect(countOf(rows, 'Lessons watched through in the player')).toEqual(['6'])
    expect(countOf(rows, 'Lessons marked complete')).toEqual(['5'])
    const text = await screenText(courseId, march)
    expect(text).toContain('Lessons watched through in the player 6 Lessons marked complete 5')
  })

  it('count only the respondents who answered the start in the period', async () => {
    const rows = await csvOf(`/api/reports/impact/${courseId}/csv?from=2026-04-01`)
    expect(countOf(rows, 'Answered at the start')).toEqual(['0'])
  })
})

describe('the differencing attack of issue 40', () => {
  it('finds six respondents in a day too few for figures: counts only, said in words on the screen, the CSV and the PDF', async () => {
    const tooFew = 'Fewer than 10 learners answered at the start in this period: too few to show any figures without the risk that someone\'s answers could be worked out, so only the counts are shown. A longer period may have enough.'
    const comparisonNote = '6 learners answered both times: too few to show figures, which need at least 10.'

    const rows = await csvOf(`/api/reports/impact/${attackCourseId}/csv?${attackDay}`)
    expect(countOf(rows, 'Answered at the start')).toEqual(['6'])
    expect(rows.slice(1).filter((row) => row.slice(7, 12).some((cell) => cell !== ''))).toEqual([])
    expect(rows.slice(1).filter((row) => row[2] !== '' || row[12] !== '').map((row) => [row[2], row[3], row[4], row[12]])).toEqual([
      ['', 'All', 'All', tooFew],
      [toEnd, 'All', 'All', comparisonNote],
      [toFollowUp, 'All', 'All', 'Nobody has answered both times yet.'],
    ])

    const text = await screenText(attackCourseId, attackDay)
    expect(text).toContain(`Answered at the start 6 Also at the end of the course 6`)
    expect(text).toContain(tooFew)
    expect(text).toContain(`${toEnd} ${comparisonNote}`)
    expect(text).not.toContain('Mean change by')

    const pdf = await pdfOf(`/api/reports/impact/${attackCourseId}/pdf?${attackDay}`)
    expect(pdf).toContain('Answered at the start: 6. Also at the end: 6.')
    expect(pdf).toContain(tooFew)
    expect(pdf).toContain(comparisonNote)
    expect(pdf).not.toContain('95 % interval')
  })

  it('hides the next smallest group with the sole trader, so "All" minus the shown groups gives six learners, not them', async () => {
    const rows = await csvOf(`/api/reports/impact/${attackCourseId}/csv?${june}`)
    const all = find(rows, 'All', 'All', /./)
    const twoToEight = find(rows, 'Team size', '2-8 people', /./)
    expect(all.map((row) => row[0])).toEqual(Array(7).fill('12'))
    expect(twoToEight.map((row) => row[0])).toEqual(Array(7).fill('6'))
    // Every other group is hidden, and says why; no split shows a group of fewer than 5 or leaves fewer than 5 over.
    expect(find(rows, 'Team size', 'Sole Trader', /^$/).map((row) => row[6])).toEqual(['Not shown: fewer than 5 learners.'])
    expect(find(rows, 'Team size', '8-15 people', /^$/).map((row) => row[6])).toEqual([
      'Not shown: hidden as well as the groups of fewer than 5, so that they cannot be worked out as the total minus the groups shown.',
    ])
    for (const split of ['Nation', 'Region', 'Trade']) expect(rows.filter((row) => row[3] === split && row[5] !== '')).toEqual([])
    const shownLearners = rows.slice(1).filter((row) => row[2] === toEnd && row[3] !== 'All' && row[6] !== '')
    for (const row of shownLearners) expect(Number(row[6])).toBeGreaterThanOrEqual(5)

    // The attack: "All" (12) minus "2-8" (6) leaves the sole trader with the five in teams of 8-15, whose answers
    // (professionalism 2 to 2, admin 8, software £50) drown theirs (1 to 5, 40 to 10, £0 to £300).
    const byMeasure = (split: string, group: string) => rows.filter((row) => row[2] === toEnd && row[3] === split && row[4] === group && row[5] !== '')
    /** What "All" minus "2-8" gives for the other six: a measure's mean at the start (1) or later (2). */
    const left = (measure: RegExp, column: 1 | 2) => {
      const [allRow] = byMeasure('All', 'All').filter((row) => measure.test(row[5]))
      const [groupRow] = byMeasure('Team size', '2-8 people').filter((row) => measure.test(row[5]))
      return (12 * Number(allRow[6 + column]) - 6 * Number(groupRow[6 + column])) / 6
    }
    expect(left(/^Confidence: Running your business/, 2)).toBeCloseTo((2 * 5 + 5) / 6, 0)
    expect(left(/^Confidence: Running your business/, 2)).not.toBeCloseTo(soleTrader.end.professionalism, 0)
    expect(left(/^Admin/, 1)).not.toBeCloseTo(soleTrader.start.adminHours, 0)
    expect(left(/^Software spend/, 2)).not.toBeCloseTo(soleTrader.end.softwareSpend, 0)

    const text = await screenText(attackCourseId, june)
    expect(text).toContain('Mean change by team size Team size Learners')
    expect(text).toMatch(/Sole Trader fewer than 5 2-8 people 6 \+1\.0 /)
    expect(text).toContain('8-15 people not shown Not shown: hidden as well as the groups of fewer than 5')
    expect(text).toMatch(/England not shown Northern Ireland fewer than 5 /)
    expect(text).toMatch(/Electrician fewer than 5 Roofing not shown /)

    const pdf = await pdfOf(`/api/reports/impact/${attackCourseId}/pdf?${june}`)
    expect(pdf).toContain('12 learners answered both times.')
    expect(pdf).toContain('nor the next smallest group with it')
  })

  it('refuses the answers by pseudonymous id for a period whose figures hide anyone, and offers no link to them', async () => {
    const refusal =
      "The answers by pseudonymous id are not given for this period: some of its figures are hidden to keep small groups private, and single learners' answers could be matched to them. A longer period may have nothing hidden."
    for (const period of [attackDay, june, march]) {
      const course = period === march ? courseId : attackCourseId
      const response = await asStaff(`/api/reports/impact/${course}/answers-csv?${period}`)
      expect(response.status).toBe(409)
      expect(((await response.json()) as { message: string }).message).toBe(refusal)
      const text = await screenText(course, period)
      expect(text).toContain(refusal)
      expect(text).not.toContain('Download the answers by pseudonymous id (CSV)')
    }
  })
})

describe('figures that, taken together, would single someone out', () => {
  const july = 'from=2026-07-01&to=2026-07-31'
  const together = 'Not shown: with the other figures, it would let the answers of fewer than 5 learners be worked out.'

  it('withhold the 90 days on and the splits by nation and region, and say so on the screen, the CSV and the PDF', async () => {
    const rows = await csvOf(`/api/reports/impact/${overlapCourseId}/csv?${july}`)
    expect(countOf(rows, 'Also 90 days after')).toEqual(['10'])
    expect(rows.filter((row) => row[2] === toFollowUp).map((row) => [row[3], row[6], row[12]])).toEqual([
      ['All', '', 'Not shown: with the other figures, they would let the answers of fewer than 5 learners be worked out.'],
    ])
    expect(find(rows, 'All', 'All', /^Confidence: Running your business/).map((row) => row[0])).toEqual(['11'])
    expect(find(rows, 'Team size', '2-8 people', /^Confidence: Running your business/).map((row) => row[0])).toEqual(['6'])
    expect(find(rows, 'Team size', '8-15 people', /^Confidence: Running your business/).map((row) => row[0])).toEqual(['5'])
    expect(find(rows, 'Trade', 'Roofing', /^Confidence: Running your business/).map((row) => row[0])).toEqual(['11'])
    for (const split of ['Nation', 'Region'])
      expect(rows.filter((row) => row[2] === toEnd && row[3] === split).map((row) => [row[4], row[5], row[6], row[12]])).toEqual([['', '', '', together]])

    const text = await screenText(overlapCourseId, july)
    expect(text).toContain(`Mean change by nation: ${together}`)
    expect(text).toContain(`Mean change by region: ${together}`)
    expect(text).toContain(`${toFollowUp} Not shown: with the other figures, they would let the answers of fewer than 5 learners be worked out.`)
    expect(text).toContain('Download the one-page summary for the funder (PDF)')
    expect(text).not.toContain('Download the answers by pseudonymous id (CSV)')

    const pdf = await pdfOf(`/api/reports/impact/${overlapCourseId}/pdf?${july}`)
    expect(pdf).toContain('11 learners answered both times.')
    expect(pdf).toContain('Not shown: with the other figures, they would let the answers of fewer than 5 learners be worked out.')
  })
})

describe('the answers by pseudonymous id', () => {
  // Until the 20th of March only the 2-8 teams in Wales and the sole traders in Scotland had answered: no group hidden.
  const nothingHidden = 'from=2026-03-01&to=2026-03-20'

  it('carry a stable id per respondent that is not the profile id, and no business details, when nothing is hidden', async () => {
    const text = await screenText(courseId, nothingHidden)
    expect(text).toContain('Download the answers by pseudonymous id (CSV)')
    const first = await csvOf(`/api/reports/impact/${courseId}/answers-csv?${nothingHidden}`)
    expect(first[0].join(',')).toBe('respondent,stage,professionalism,comparingTools,rollingOut,improving,newWays,adminHours,softwareSpend')
    expect(first).toHaveLength(1 + 74)
    const ids = new Set(first.slice(1).map((row) => row[0]))
    expect(ids.size).toBe(37)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/)
    const profileIds = (await payload.db.drizzle.execute(sql`SELECT id FROM business_profiles`)).rows.map((row) => String(row.id).replace(/-/g, ''))
    for (const id of ids) expect(profileIds.some((profileId) => profileId.includes(id))).toBe(false)
    expect(await csvOf(`/api/reports/impact/${courseId}/answers-csv?${nothingHidden}`)).toEqual(first)
  })
})

describe('the one-page summary', () => {
  it('is a PDF of one page with the overall figures, lessons watched and marked apart, and no names', async () => {
    const response = await asStaff(`/api/reports/impact/${courseId}/pdf?${march}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    expect(text).toContain("Solving Tech: what changed for learners' businesses")
    expect(text).toContain('Answered at the start: 40. Also at the end: 40.')
    expect(text).toContain('Lessons completed: 6 watched through in the player, 5 marked complete.')
    expect(text).toContain('40 learners answered both times.')
    expect(text).toMatch(/\+1\.4 \+1\.2 to \+1\.6/)
    expect(text).toContain('Nobody has answered both times yet.')
    expect(text).toContain('figures are shown only when at least 10 learners answered both times')
    expect(Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })
})

describe('what learners did (issue 43)', () => {
  let behaviourCourseId: string
  const sendsInMarch = [1, 2, 2, 3, 4]
  const behaviourLabels = [
    'Learners who enrolled in the period',
    'Learners who sent an action to their coach',
    'Share of learners who sent an action (%)',
    'Actions sent',
    'Actions the coach approved ("Looks good")',
    'Median actions per learner who sent one',
    'Call recordings watched',
  ]
  const approvedInMarch = [1, 1, 2, 0, 3]

  /**
   * On a course of its own, 8 learners enrolled in March 2026: five sent 1, 2, 2, 3 and 4 actions in March (12, 7 of
   * them approved), the fifth one more in April, and the other three none; five of them watched a call recording in
   * March. A ninth enrolled in April and sent five: none of it counts for March.
   */
  beforeAll(async () => {
    behaviourCourseId = await createOwnCourse(payload, 'Impact behaviour course')
    const [{ id: lessonId }] = (await payload.db.drizzle.execute(sql`SELECT id FROM lessons WHERE course_id = ${behaviourCourseId}`)).rows as { id: string }[]
    const [{ id: recordingId }] = (
      await payload.db.drizzle.execute(sql`SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.kind = 'recordings' LIMIT 1`)
    ).rows as { id: string }[]
    const enrolled = async (enrolledOn: string, sends: { on: string; approved: boolean }[], watched: boolean) => {
      const learner = await createLearner(payload, { email: uniqueEmail('impact-behaviour') })
      await payload.db.drizzle.execute(sql`INSERT INTO enrollments (user_id, course_id, is_paid, created_at) VALUES (${learner.id}, ${behaviourCourseId}, false, ${enrolledOn})`)
      if (sends.length) {
        const [{ id: answerId }] = (
          await payload.db.drizzle.execute(sql`
            INSERT INTO workbook_answers (learner_id, lesson_id, course_id, status, answers, round) VALUES (${learner.id}, ${lessonId}, ${behaviourCourseId}, 'waiting', '[]'::jsonb, ${sends.length})
            RETURNING id`)
        ).rows as { id: string }[]
        for (const [index, send] of sends.entries())
          await payload.db.drizzle.execute(sql`
            INSERT INTO workbook_sends (answer_id, round, client_id, answers, sent_at, verdict, coach_reply, replied_at)
            VALUES (${answerId}, ${index + 1}, ${crypto.randomUUID()}, '[]'::jsonb, ${send.on}, ${send.approved ? 'looksGood' : 'anotherGo'}, 'Reply', ${send.on})`)
      }
      if (watched)
        await payload.db.drizzle.execute(sql`
          INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, completed_by, updated_at) VALUES (${learner.id}, ${recordingId}, true, '2026-03-20T10:00:00Z', 'played', now())`)
    }
    for (const [index, count] of sendsInMarch.entries()) {
      const sends = Array.from({ length: count }, (_each, send) => ({ on: `2026-03-${10 + send}T10:00:00Z`, approved: send < approvedInMarch[index] }))
      await enrolled('2026-03-05T10:00:00Z', index === 4 ? [...sends, { on: '2026-04-10T10:00:00Z', approved: true }] : sends, true)
    }
    for (let index = 0; index < 3; index += 1) await enrolled('2026-03-06T10:00:00Z', [], false)
    await enrolled('2026-04-05T10:00:00Z', Array.from({ length: 5 }, () => ({ on: '2026-04-06T10:00:00Z', approved: true })), true)
  })

  it('count actions sent and approved, the share of learners who sent one, the median per sender and recordings watched', async () => {
    const rows = (await csvOf(`/api/reports/impact/${behaviourCourseId}/csv?${march}`)).filter((row) => behaviourLabels.includes(row[5]))
    expect(rows.map((row) => [row[5], row[6]])).toEqual([
      ['Learners who enrolled in the period', '8'],
      ['Learners who sent an action to their coach', '5'],
      ['Share of learners who sent an action (%)', '63'],
      ['Actions sent', '12'],
      ['Actions the coach approved ("Looks good")', '7'],
      ['Median actions per learner who sent one', '2'],
      ['Call recordings watched', '5'],
    ])
    const text = await screenText(behaviourCourseId, march)
    expect(text).toContain('What learners did')
    expect(text).toContain('Learners who sent an action to their coach 5 Share of learners who sent an action (%) 63% Actions sent 12')

    const response = await asStaff(`/api/reports/impact/${behaviourCourseId}/pdf?${march}`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const pdf = await pdfText(bytes)
    expect(pdf).toContain('What learners did')
    expect(pdf).toContain('Actions sent: 12. Actions the coach approved ("Looks good"): 7. Median actions per learner who sent one: 2.')
    expect(Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })

  it('withhold a count of 1 to 4, and the share and median that would give it away', async () => {
    const rows = (await csvOf(`/api/reports/impact/${behaviourCourseId}/csv?from=2026-04-01&to=2026-04-30`)).filter((row) => behaviourLabels.includes(row[5]))
    // April: one learner enrolled, who sent five: only the five is shown.
    expect(rows.map((row) => [row[5], row[6]])).toEqual([['Actions sent', '5'], ['Actions the coach approved ("Looks good")', '5']])
  })
})

describe('the downloads', () => {
  it('are for staff only, audited, and answer 404 and 400 in words', async () => {
    const since = new Date().toISOString()
    const { client } = await registeredLearner(uniqueEmail('impact-learner'))
    for (const kind of ['csv', 'answers-csv', 'pdf']) {
      expect((await fetch(`${baseUrl}/api/reports/impact/${courseId}/${kind}`)).status).toBe(403)
      expect((await fetch(`${baseUrl}/api/reports/impact/${courseId}/${kind}`, { headers: { cookie: client.cookie ?? '' } })).status).toBe(403)
    }
    expect((await asStaff(`/api/reports/impact/${courseId}/pdf?period=90d`)).status).toBe(200)
    expect((await asStaff('/api/reports/impact/00000000-0000-4000-8000-000000000000/csv')).status).toBe(404)
    const badPeriod = await asStaff(`/api/reports/impact/${courseId}/csv?from=2026-02-30`)
    expect(badPeriod.status).toBe(400)
    expect(((await badPeriod.json()) as { message: string }).message).toBe('Dates must be real calendar dates written as YYYY-MM-DD.')
    const audit = await payload.db.drizzle.execute(sql`
      SELECT outcome, account_email, detail FROM audit_events
      WHERE event = 'staff-export' AND created_at >= ${since} AND detail LIKE '/api/reports/impact/%' AND outcome = 'success'`)
    expect(audit.rows).toEqual([{ outcome: 'success', account_email: staffEmail, detail: `/api/reports/impact/${courseId}/pdf?period=90d · 1 row` }])
  })
})

describe('a deleted learner', () => {
  it('still counts in the figures', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('impact-deleted'))
    expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    const answers = { professionalism: 1, comparingTools: 1, rollingOut: 1, improving: 1, newWays: 1, adminHours: 20, softwareSpend: 0 }
    expect((await client.post(`/api/v1/courses/${courseId}/checks/baseline`, answers)).status).toBe(200)
    // Answered with the March cohort, so it counts in the figures below.
    await payload.db.drizzle.execute(sql`
      UPDATE impact_checks SET answered_at = '2026-03-20T10:00:00Z' WHERE respondent_id = (SELECT id FROM business_profiles WHERE learner_id = ${user.id})`)
    const counted = async () => countOf(await csvOf(`/api/reports/impact/${courseId}/csv?${march}`), 'Answered at the start')
    expect(await counted()).toEqual(['41'])
    await payload.delete({ collection: 'course-users', id: user.id, overrideAccess: true })
    expect(await counted()).toEqual(['41'])
  })
})
