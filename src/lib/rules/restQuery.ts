/**
 * What Payload's REST routes may be asked in a query string, as `qs` parses it. Payload passes what it does not
 * understand on to Postgres, which then fails (a 500 with the SQL in the log): a second `limit` becomes `LIMIT ($1, $2)`,
 * a list where a filter takes one value breaks its parser, and a NUL character is refused by Postgres. Those are the
 * client's mistakes, so they are answered 400 with a sentence saying what to change.
 */
import { holdsNulText, nulMessage } from './nulText'

type Parsed = Record<string, unknown>

/** Parameters that take one value: given twice (`limit=1&limit=2`) or as a structure, they are refused. */
const singleValued = ['limit', 'page', 'depth', 'draft', 'locale', 'fallback-locale', 'pagination', 'trash'] as const

/**
 * The filter conditions Payload's Postgres adapter runs (@payloadcms/drizzle's operator map). Payload also names
 * `all` (MongoDB only) and the map-point ones `near`, `within` and `intersects` (no field here is a point): the adapter
 * fails on those.
 */
const operators = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])
/** Conditions that take a list (comma-separated or repeated); the others take one value. */
const listOperators = new Set(['in', 'not_in'])
/** Conditions that search text (ILIKE): Postgres has none for numbers, dates, ids, choices or yes/no. */
const textSearches = new Set(['like', 'not_like', 'contains'])
const searchableTypes = new Set(['text', 'textarea', 'email', 'code'])

/** A field path's type in the collection asked for (`id`, `text`, `number`, ...), or undefined when unknown. */
export type FieldTypeOf = (path: string) => string | undefined

const isRecord = (value: unknown): value is Parsed => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The filters of an `and` / `or`: a list, or what qs makes of a long one (an object with numbered keys). */
const clausesOf = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null)

/** Why a `where` (or one of its nested clauses) cannot be run, or null. `path` names where it sits, for the message. */
const whereProblem = (where: unknown, path: string, fieldTypeOf: FieldTypeOf): string | null => {
  if (!isRecord(where)) return `The filter ${path} must name a field and a condition, e.g. where[title][equals]=...`
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const clauses = clausesOf(condition)
      if (!clauses) return `The filter ${path}[${key}] must be a list of filters.`
      for (const [index, clause] of clauses.entries()) {
        const problem = whereProblem(clause, `${path}[${key}][${index}]`, fieldTypeOf)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(condition)) return `The filter ${path}[${key}] must name a condition, e.g. ${path}[${key}][equals]=...`
    for (const [operator, value] of Object.entries(condition)) {
      if (!operators.has(operator)) return `The filter ${path}[${key}] has no condition called "${operator}".`
      const type = textSearches.has(operator) ? fieldTypeOf(key) : undefined
      if (type && !searchableTypes.has(type)) return `The filter ${path}[${key}][${operator}] searches text, and ${key} is not text: use equals.`
      const allowed = listOperators.has(operator)
        ? typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        : typeof value === 'string'
      if (!allowed) {
        return listOperators.has(operator)
          ? `The filter ${path}[${key}][${operator}] takes a list of values, e.g. ${path}[${key}][${operator}]=a,b.`
          : `The filter ${path}[${key}][${operator}] takes one value.`
      }
    }
  }
  return null
}

/** Why Payload's REST API cannot answer this (qs-parsed) query, or null when it can. */
export const restQueryProblem = (query: Parsed, fieldTypeOf: FieldTypeOf = () => undefined): string | null => {
  if (holdsNulText(query)) return nulMessage
  for (const name of singleValued) {
    if (name in query && typeof query[name] !== 'string') return `${name} may be given once, as one value.`
  }
  if ('where' in query) return whereProblem(query.where, 'where', fieldTypeOf)
  return null
}
