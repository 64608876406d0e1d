/** The period a staff report covers: the enrolments made in it. Read from a plain GET form's query (admin screens and CSV links alike). */

const dayMs = 24 * 60 * 60 * 1000

/** The periods one click away; `all` is the default. */
export const reportPresets = [
  { value: '30d', label: 'Last 30 days', phrase: 'in the last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', phrase: 'in the last 90 days', days: 90 },
  { value: 'all', label: 'All time', phrase: 'at any time', days: null },
] as const

type Preset = (typeof reportPresets)[number]['value']

export type ReportPeriod = {
  /** Enrolments from this moment (inclusive) up to `to` (exclusive); none: no limit on that side. */
  from?: Date
  to?: Date
  /** What the form shows as chosen: a preset, or `custom` with the dates as typed. */
  preset: Preset | 'custom'
  fromDate: string
  toDate: string
  /** "Last 30 days", "1 Jan 2026 to 31 Jan 2026", … */
  label: string
  /** The same inside a sentence: "enrolments made in the last 30 days", "… between 1 Jan 2026 and 31 Jan 2026". */
  phrase: string
  /** The query string that chooses this period again (without `?`), for links and CSV downloads. */
  query: string
}

type Query = Record<string, string | string[] | undefined>

const datePattern = /^\d{4}-\d{2}-\d{2}$/
const shortDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()

/** A calendar date typed as YYYY-MM-DD, as the start of that day in UTC; null when it is not a real date. */
const readDate = (text: string): Date | null => {
  if (!datePattern.test(text)) return null
  const date = new Date(`${text}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date
}

/**
 * The period a report's query asks for: `from`/`to` dates (YYYY-MM-DD, both days included, either may be left
 * empty), or else a preset `period` (`30d`, `90d`, `all`; `all` when none is given). Anything else is refused with
 * a sentence saying why.
 */
export const parseReportPeriod = (query: Query, now: Date): { ok: true; period: ReportPeriod } | { ok: false; message: string } => {
  const fromDate = one(query.from)
  const toDate = one(query.to)
  if (fromDate || toDate) {
    const from = fromDate ? readDate(fromDate) : undefined
    const lastDay = toDate ? readDate(toDate) : undefined
    if (from === null || lastDay === null) return { ok: false, message: 'Dates must be real calendar dates written as YYYY-MM-DD.' }
    if (from && lastDay && from > lastDay) return { ok: false, message: 'The "from" date must not be after the "to" date.' }
    const to = lastDay ? new Date(lastDay.getTime() + dayMs) : undefined
    const [first, last] = [from && shortDate.format(from), lastDay && shortDate.format(lastDay)]
    const [label, phrase] =
      first && last ? [`${first} to ${last}`, `between ${first} and ${last}`] : first ? [`Since ${first}`, `since ${first}`] : [`Up to ${last}`, `up to ${last}`]
    const query = new URLSearchParams({ ...(fromDate && { from: fromDate }), ...(toDate && { to: toDate }) }).toString()
    return { ok: true, period: { from, to, preset: 'custom', fromDate, toDate, label, phrase, query } }
  }
  const value = one(query.period) || 'all'
  const preset = reportPresets.find((candidate) => candidate.value === value)
  if (!preset) return { ok: false, message: `"${value.slice(0, 40)}" is not a period this report knows: choose one of the list.` }
  const from = preset.days === null ? undefined : new Date(now.getTime() - preset.days * dayMs)
  const { label, phrase } = preset
  return { ok: true, period: { from, preset: preset.value, fromDate: '', toDate: '', label, phrase, query: `period=${preset.value}` } }
}
