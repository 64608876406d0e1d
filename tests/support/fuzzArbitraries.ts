import fc from 'fast-check'

/** A JSON Schema as zod writes it for a request body (src/lib/contract/document.ts). */
export type FieldSchema = {
  type?: string | string[]
  properties?: Record<string, FieldSchema>
  required?: string[]
  anyOf?: FieldSchema[]
  enum?: unknown[]
  const?: unknown
  minLength?: number
  maxLength?: number
}

/** Values no field expects: wrong types, odd numbers, NULs, lone surrogates, markup, injection and deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, '', ' ', '\u0000', 'a\u0000b', '\uD800', '\u202Eevil', '🏗️'.repeat(50)),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '${7*7}', '{"$gt":""}', 'x'.repeat(10_000)),
  fc.string(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', '$where', 'a'), fc.string(), { maxKeys: 2 }),
  fc.integer({ min: 1, max: 200 }).map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'deep')),
)

/** Text for a field: what its name asks for most of the time, otherwise lengths at and around its limits. */
const stringNear = ({ minLength = 0, maxLength = 60 }: FieldSchema, name: string): fc.Arbitrary<string> => {
  const likely = /email/i.test(name)
    ? fc.oneof(fc.emailAddress(), fc.constant('Fuzz.Sam@Example.co.uk '))
    : /password/i.test(name)
      ? fc.constantFrom('learner-password-1', 'fuzz-password-1')
      : /userId/.test(name)
        ? fc.constantFrom('', '00000000-0000-4000-8000-000000000000')
        : fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 80) })
  return fc.oneof(
    { weight: 3, arbitrary: likely },
    { weight: 1, arbitrary: fc.constantFrom(Math.max(0, minLength - 1), minLength, maxLength, maxLength + 1).map((length) => 'a'.repeat(length)) },
  )
}

/** Valid, boundary and hostile values for one field of a JSON Schema. */
export const valueFor = (schema: FieldSchema, name = ''): fc.Arbitrary<unknown> => {
  const expected: fc.Arbitrary<unknown> =
    schema.const !== undefined
      ? fc.constant(schema.const)
      : schema.enum
        ? fc.constantFrom(...schema.enum)
        : schema.anyOf
          ? fc.oneof(...schema.anyOf.map((option) => valueFor(option, name)))
          : schema.type === 'boolean'
            ? fc.boolean()
            : schema.type === 'null'
              ? fc.constant(null)
              : schema.type === 'object'
                ? bodyFor(schema)
                : stringNear(schema, name)
  return fc.oneof({ weight: 9, arbitrary: expected }, { weight: 1, arbitrary: hostileValue })
}

/** An object for a body schema: required fields mostly present, optional ones sometimes, now and then a stray key. */
export const bodyFor = (schema: FieldSchema): fc.Arbitrary<Record<string, unknown>> => {
  const properties = schema.properties ?? {}
  const fields = Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, valueFor(field, name)]))
  const names = Object.keys(properties)
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: schema.required ?? [] }),
      names.length ? fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...names) }) : fc.constant(null),
      fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }) }),
    )
    .map(([record, dropped, extra]) => {
      const body: Record<string, unknown> = { ...extra, ...record }
      if (dropped) delete body[dropped]
      return body
    })
}

/** A request body as text: mostly the schema's shape, sometimes not an object, not JSON, or nested too deep. */
export const bodyTextFor = (schema: FieldSchema | undefined): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 6, arbitrary: (schema ? bodyFor(schema) : fc.constant({})).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{', '{"a":1,}', 'null', '[]', '\u0000', '{"a":"\\ud800"}') },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 30_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`) },
  )

export const oddContentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
)

/** A path parameter: a known id, a random UUID, or junk. */
export const pathParameter = (knownIds: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '..%2F..', 'a'.repeat(500), '-1', '0', '%E2%80%AE', 'null') },
  )

const restFields = ['id', 'title', 'course', 'course.title', 'createdAt', 'orderIndex', 'isPreview', 'price', 'question', 'nope', '__proto__']
const restOperators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'like', 'not_like', 'contains', 'exists', 'greater_than', 'less_than_equal', 'near', 'within', 'bogus']
const restValue = fc.oneof(
  fc.constantFrom('', 'a', 'a,b', '%00', 'a%00b', '1e999', '-1', '99999999999999999999999', 'true', 'null', '00000000-0000-4000-8000-000000000000'),
  fc.constantFrom('2026-13-45', 'yesterday', '%E2%80%AE', '%F0%9F%8F%97', "'%20OR%201%3D1--", '%5B%5D', 'x'.repeat(2000)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
)
/** A `where` key as qs reads it, nested in and/or lists now and then, sometimes with a list index or a key of its own. */
const whereKey = fc
  .record({
    nesting: fc.array(fc.tuple(fc.constantFrom('and', 'or'), fc.nat({ max: 25 })), { maxLength: 2 }),
    field: fc.constantFrom(...restFields),
    operator: fc.option(fc.constantFrom(...restOperators), { nil: undefined }),
    tail: fc.constantFrom('', '', '', '[0]', '[x]', '[]'),
  })
  .map(({ nesting, field, operator, tail }) => `where${nesting.map(([word, index]) => `[${word}][${index}]`).join('')}[${field}]${operator ? `[${operator}]` : ''}${tail}`)

/** One query-string parameter of Payload's REST API: paging, depth, sorting, selecting and filtering, fair and odd. */
const restParameter = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(whereKey, restValue) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('limit', 'page', 'depth', 'sort', 'draft', 'locale', 'trash', 'pagination', 'limit[]', 'page[0]'), restValue) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('select[title]', 'select[x][y]', 'populate[courses][title]', 'joins[lessons][limit]', 'where', 'where[]'), restValue) },
)

/** A query string for one of Payload's REST routes: up to six parameters, repeats included. */
export const restQueryString: fc.Arbitrary<string> = fc
  .array(restParameter, { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : ''))
