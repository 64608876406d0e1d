import { getPayload, type FlattenedField, type Payload, type SanitizedConfig } from 'payload'
import { parse } from 'qs-esm'

import { restQueryProblem, type FieldTypeOf } from '@/lib/rules/restQuery'

/** Our own calls (`/api/v1/...`, `/api/program-signup`) read their query strings themselves, by the contract. */
const ownCalls = /^\/api\/(v1\/|program-signup\b)/

/**
 * The type of a field path (`title`, `course.title`, `id`) in a collection, following relationships to the collection
 * they name; undefined where the path is unknown (Payload then answers it itself).
 */
const fieldTypes =
  (payload: Payload, slug: string): FieldTypeOf =>
  (path) => {
    let fields: FlattenedField[] | undefined = payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields
    const parts = path.split('.')
    for (const [index, part] of parts.entries()) {
      if (part === 'id') return 'id'
      const field: FlattenedField | undefined = fields?.find((candidate) => candidate.name === part)
      if (!field) return undefined
      if (index === parts.length - 1) return field.type
      if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
        fields = payload.collections[field.relationTo as keyof typeof payload.collections]?.config.flattenedFields
      } else {
        fields = 'flattenedFields' in field ? field.flattenedFields : undefined
      }
    }
    return undefined
  }

/**
 * Wraps one of Payload's REST route handlers: a query string Payload would pass on to Postgres half-understood
 * (src/lib/rules/restQuery.ts) is answered 400 with a sentence, in the body shape of Payload's own errors plus the
 * contract's `message`, before Payload or the database sees it.
 */
export const guardRestQuery =
  <Context>(config: Promise<SanitizedConfig>, handler: (request: Request, context: Context) => Promise<Response>) =>
  async (request: Request, context: Context): Promise<Response> => {
    const url = new URL(request.url)
    if (!url.search || ownCalls.test(url.pathname)) return handler(request, context)
    const slug = url.pathname.split('/')[2] ?? ''
    // Parsed as Payload parses it (qs, ten levels deep).
    const query = parse(url.search, { depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
    const problem = restQueryProblem(query, fieldTypes(await getPayload({ config }), slug))
    if (!problem) return handler(request, context)
    return Response.json({ message: problem, errors: [{ message: problem }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
