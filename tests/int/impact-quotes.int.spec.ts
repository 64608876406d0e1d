import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { answerQuoteConsent } from '@/domains/impact'
import { closeLearnerAccount } from '@/domains/personalData'
import { quoteMessages } from '@/lib/rules/impactQuotes'

import { csvRows } from '../support/csvRows'
import { createLearner, createOwnCourse } from '../support/factories'
import { decodeQuotedPrintable, mailsTo, waitForMail } from '../support/mail'
import { testPayload, uniqueEmail } from '../support/payload'
import { pdfText } from '../support/pdfText'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'
import { pageText } from '../support/pageText'

/**
 * The funder hears people (issue 43, point 4): staff read the 90-day answers to "What did you change in your
 * business?" without names, pick up to five, and each learner is asked once by mail; the link changes nothing until
 * a button is pressed; only a recorded yes puts the words in the report, the CSV and the PDF, from a business
 * described so that at least five of the report's learners fit; never in a report of fewer than five.
 */
const { baseUrl } = testEnv()
let payload: Payload
let staffToken: string
let courseId: string

type Respondent = { checkId: string; learnerId: string | null; email: string | null; words: string }

const asStaff = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${path}`, { ...init, headers: { Authorization: `JWT ${staffToken}`, 'Content-Type': 'application/json', ...init.headers } })
const choose = (check: string, inReport: boolean, token = staffToken) =>
  fetch(`${baseUrl}/api/reports/quotes`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify({ check, inReport }),
  })
const reportScreen = async (course = courseId) => {
  const response = await asStaff(`/admin/reports/impact/${course}`)
  expect(response.status).toBe(200)
  return pageText(await response.text())
}
const quoteRows = async (course = courseId) => {
  const response = await asStaff(`/api/reports/impact/${course}/csv`)
  expect(response.status).toBe(200)
  return csvRows(await response.text()).filter((row) => row[5] === 'Quote')
}
const pdfOf = async (course = courseId) => {
  const response = await asStaff(`/api/reports/impact/${course}/pdf`)
  expect(response.status).toBe(200)
  return pdfText(new Uint8Array(await response.arrayBuffer()))
}
const consentOf = async (checkId: string) =>
  ((await payload.db.drizzle.execute(sql`SELECT consent, in_report FROM impact_quotes WHERE check_id = ${checkId}`)).rows[0] as { consent: string; in_report: boolean } | undefined) ?? null
const quoteIdOf = async (checkId: string) => String(((await payload.db.drizzle.execute(sql`SELECT id FROM impact_quotes WHERE check_id = ${checkId}`)).rows[0] as { id: string }).id)

/** A learner of the course (or, with `account: false`, a business whose learner is gone) with answers at the start and 90 days on. */
const respondent = async (
  course: string,
  words: string,
  business: { teamSize: string; nation: string },
  account: { courseUpdates: boolean } | false = { courseUpdates: true },
): Promise<Respondent> => {
  const learner = account
    ? await createLearner(payload, { email: uniqueEmail('quoted'), name: 'Quinn Quoted', firstName: 'Quinn', emailPreferences: { courseUpdates: account.courseUpdates } })
    : null
  const [{ id: profileId }] = (
    await payload.db.drizzle.execute(sql`
      INSERT INTO business_profiles (learner_id, team_size, trade, postcode_district, nation, region)
      VALUES (${learner ? learner.id : null}, ${business.teamSize}, 'electrician', 'CF10', ${business.nation}, ${business.nation === 'England' ? 'London' : business.nation}) RETURNING id`)
  ).rows as { id: string }[]
  await payload.db.drizzle.execute(sql`
    INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways, admin_hours, software_spend, answered_at)
    VALUES (${profileId}, ${course}, 'baseline', 2, 3, 3, 3, 3, 10, 40, now() - interval '120 days'),
      (${profileId}, ${course}, 'end', 3, 3, 4, 3, 4, 8, 50, now() - interval '95 days')`)
  const [{ id: checkId }] = (
    await payload.db.drizzle.execute(sql`
      INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways, admin_hours, software_spend, changes, answered_at)
      VALUES (${profileId}, ${course}, 'follow-up', 4, 4, 4, 4, 4, 6, 60, ${words}, now() - interval '2 days') RETURNING id`)
  ).rows as { id: string }[]
  return { checkId: String(checkId), learnerId: learner ? String(learner.id) : null, email: learner?.email ?? null, words }
}

const wales = { teamSize: 'sole-trader', nation: 'Wales' }
let people: Respondent[]
let turnedOff: Respondent
let gone: Respondent

beforeAll(async () => {
  payload = await testPayload()
  staffToken = await staffLogin()
  courseId = await createOwnCourse(payload, 'Quotes course')
  people = []
  for (const [index, words] of ['We moved every quote onto one app.', 'Invoices go from the van now.', 'We book jobs online.', 'Timesheets on the phone.', 'A shared calendar.', 'Photos of each job, filed.'].entries())
    people.push(await respondent(courseId, words, index < 5 ? wales : { teamSize: '2-8', nation: 'England' }))
  turnedOff = await respondent(courseId, 'We stopped using paper job sheets.', wales, { courseUpdates: false })
  gone = await respondent(courseId, 'We bought a label printer.', wales, false)
})

describe('staff read the 90-day answers', () => {
  it('see the words with team size and nation, never a name or an email, and who cannot be asked', async () => {
    const screen = await reportScreen()
    expect(screen).toContain('What learners changed')
    for (const each of [...people, turnedOff, gone]) expect(screen).toContain(each.words)
    expect(screen).toContain('Sole Trader · Wales · answered')
    expect(screen).not.toContain('Quinn')
    expect(screen).not.toContain(people[0].email!)
    expect(screen).toContain(quoteMessages.cannotAsk)
    expect(screen).toContain('0 of 5 picked')
  })

  it('refuses anyone but staff, and says what is wrong with a bad choice', async () => {
    expect((await choose(people[0].checkId, true, '')).status).toBe(401)
    const bad = await asStaff('/api/reports/quotes', { method: 'POST', body: JSON.stringify({ check: 'not-an-id', inReport: 'yes' }) })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBeTruthy()
    expect((await choose('8d6f7c1e-0a7b-4c1e-9f1e-2b3c4d5e6f70', true)).status).toBe(404)
    const cannot = await choose(turnedOff.checkId, true)
    expect(cannot.status).toBe(400)
    expect(((await cannot.json()) as { message: string }).message).toBe(quoteMessages.cannotAsk)
    expect((await choose(gone.checkId, true)).status).toBe(400)
    expect(await consentOf(turnedOff.checkId)).toBeNull()
  })
})

describe('a quote with consent', () => {
  it('asks the learner once; the link changes nothing; only a yes quotes them, with team size and nation; five at most', async () => {
    const [first, second] = people
    const since = Date.now()
    const picked = await choose(first.checkId, true)
    expect(picked.status).toBe(200)
    expect(((await picked.json()) as { message: string }).message).toMatch(/emailed the learner to ask/)
    expect(await consentOf(first.checkId)).toEqual({ consent: 'asked', in_report: true })

    const mail = decodeQuotedPrintable((await waitForMail(first.email!, /May we quote you/, since)).raw)
    expect(mail).toContain(first.words)
    const link = new RegExp(`https?://[^\\s"<>]+/quote/[A-Za-z0-9_.-]+\\?answer=yes`).exec(mail)?.[0]
    expect(link).toBeTruthy()

    // A mail scanner (or the learner) opens the link: the page asks, and nothing is recorded.
    const opened = await fetch(link!.replace(/^https?:\/\/[^/]+/, baseUrl))
    expect(opened.status).toBe(200)
    const page = pageText(await opened.text())
    expect(page).toContain(first.words)
    expect(page).toContain('Nothing is recorded until you press a button.')
    expect(await consentOf(first.checkId)).toEqual({ consent: 'asked', in_report: true })
    expect((await fetch(`${baseUrl}/quote/not-a-token`)).status).toBe(404)

    // Asked, not answered: not quoted anywhere.
    expect(await quoteRows()).toEqual([])
    expect(await reportScreen()).toContain('No quotes yet.')

    // Left out and picked again: back in, and the learner is not asked a second time.
    expect((await choose(first.checkId, false)).status).toBe(200)
    expect(await consentOf(first.checkId)).toEqual({ consent: 'asked', in_report: false })
    expect(((await (await choose(first.checkId, true)).json()) as { message: string }).message).toMatch(/back in the report/)
    expect(
      ((await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM mail_deliveries WHERE kind = 'quoteConsent' AND learner_id = ${first.learnerId}`)).rows[0] as { n: number }).n,
    ).toBe(1)

    // Yes from the first, no from the second: only the first is quoted, as a sole trader in Wales (five such in the report).
    await answerQuoteConsent(payload, await quoteIdOf(first.checkId), 'yes')
    expect((await choose(second.checkId, true)).status).toBe(200)
    await answerQuoteConsent(payload, await quoteIdOf(second.checkId), 'no')
    const rows = await quoteRows()
    expect(rows.map((row) => [row[3], row[4], row[12]])).toEqual([['In their words', 'A sole trader in Wales', first.words]])
    const screen = await reportScreen()
    expect(screen).toContain(`In their words ${first.words} A sole trader in Wales`)
    expect(screen).toContain(quoteMessages.saidNo)
    expect((await pdfOf()).replace(/\s+/g, ' ')).toContain(`“${first.words}” (A sole trader in Wales)`)
    // A no stays a no: staff cannot ask again.
    const again = await choose(second.checkId, true)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toBe(quoteMessages.saidNo)

    // Five picked (a no frees its place), then a sixth is refused until one is left out.
    for (const each of people.slice(2, 5)) expect((await choose(each.checkId, true)).status).toBe(200)
    expect((await choose(people[5].checkId, true)).status).toBe(200)
    const sixth = await choose(turnedOff.checkId, true)
    expect(sixth.status).toBe(400)
    const full = await choose(gone.checkId, true)
    expect(((await full.json()) as { message: string }).message).toBe(quoteMessages.full)
    expect(await reportScreen()).toContain('5 of 5 picked')

    // The one from England says only what five share: the team size is not said, the nation is not said: "a business".
    await answerQuoteConsent(payload, await quoteIdOf(people[5].checkId), 'yes')
    expect((await quoteRows()).map((row) => row[4])).toEqual(['A sole trader in Wales', 'A business on the course'])
    await waitForMail(people[5].email!, /May we quote you/, since)
    expect(mailsTo(people[5].email!, since).length).toBe(1)
  })

  it('is never shown in a report of fewer than five learners', async () => {
    const smallCourse = await createOwnCourse(payload, 'Small quotes course')
    const few = []
    for (const words of ['One', 'Two', 'Three', 'Four']) few.push(await respondent(smallCourse, `${words}: we changed how we quote.`, wales))
    expect((await choose(few[0].checkId, true)).status).toBe(200)
    await answerQuoteConsent(payload, await quoteIdOf(few[0].checkId), 'yes')
    expect(await quoteRows(smallCourse)).toEqual([])
    expect(await reportScreen(smallCourse)).toContain('No quotes yet.')
    expect(await pdfOf(smallCourse)).not.toContain(few[0].words)
  })

  it('keeps the summary to one page with five quotes of the longest words beside both tables: cut, and the rest left to the CSV', async () => {
    const fullCourse = await createOwnCourse(payload, 'Long quotes course')
    const longWords = (index: number) => `Answer ${index}: ${'we changed how the office and the vans share each job and its quote '.repeat(40)}`.slice(0, 2000)
    const many = []
    for (let index = 0; index < 10; index++) many.push(await respondent(fullCourse, longWords(index), wales))
    for (const each of many.slice(0, 5)) {
      expect((await choose(each.checkId, true)).status).toBe(200)
      await answerQuoteConsent(payload, await quoteIdOf(each.checkId), 'yes')
    }
    expect((await quoteRows(fullCourse)).map((row) => row[12])).toEqual(many.slice(0, 5).map((each) => each.words))
    const response = await asStaff(`/api/reports/impact/${fullCourse}/pdf`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    expect(text).toContain('10 learners answered both times.')
    // As many as the page has room for, each cut at a word, and how many more the CSV has.
    const printed = [0, 1, 2, 3, 4].filter((index) => new RegExp(`“Answer ${index}: we changed [^”]*…” \\(A sole trader in Wales\\)`).test(text))
    expect(printed.length).toBeGreaterThanOrEqual(2)
    expect(printed).toEqual([0, 1, 2, 3, 4].slice(0, printed.length))
    if (printed.length < 5) expect(text).toContain(`${5 - printed.length} more in the CSV download.`)
    expect(Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })

  it('goes with the learner: closing or deleting the account deletes the quote and the words', async () => {
    const wordsOf = async (checkId: string) => ((await payload.db.drizzle.execute(sql`SELECT changes FROM impact_checks WHERE id = ${checkId}`)).rows[0] as { changes: string | null }).changes
    const [closing, deleted] = [people[0], people[5]]
    expect((await quoteRows()).map((row) => row[12])).toEqual([closing.words, deleted.words])
    expect(await closeLearnerAccount(await createLocalReq({}, payload), closing.learnerId!, 'the test')).toBe(true)
    await payload.delete({ collection: 'course-users', id: deleted.learnerId!, overrideAccess: true })
    for (const gone of [closing, deleted]) {
      expect(await consentOf(gone.checkId)).toBeNull()
      expect(await wordsOf(gone.checkId)).toBeNull()
    }
    expect(await quoteRows()).toEqual([])
    expect(await reportScreen()).not.toContain(closing.words)
  })
})
