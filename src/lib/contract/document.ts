import { z } from 'zod'

import type { Operation, OperationResponse } from './operation'
import { operationList } from './operations'
import { requestSchemas, responseSchemas } from './schemas'

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): requests as clients send them, responses as sent. */
const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' })
  return jsonSchema
}

/** Each schema's name among the document's components (schemas.ts): an operation holds the schema itself. */
const schemaNames = new Map<z.ZodType, string>([...Object.entries(requestSchemas), ...Object.entries(responseSchemas)].map(([name, schema]) => [schema, name]))

export const schemaNameOf = (schema: z.ZodType): string => {
  const name = schemaNames.get(schema)
  if (!name) throw new Error('An operation names a schema that is not among the contract\'s schemas (src/lib/contract/schemas.ts).')
  return name
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

const responseContent = ({ body, list, mediaType }: OperationResponse, status: number) => {
  if (mediaType) return { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } }
  const name = body ? schemaNameOf(body) : status >= 400 ? 'Error' : undefined
  if (!name) return undefined
  return { 'application/json': { schema: list ? { type: 'array', items: ref(name) } : ref(name) } }
}

/** Answers every call with a body can give before its own rules run (src/lib/server/http/readJsonBody.ts). */
const bodyResponses: Record<number, OperationResponse> = {
  400: { description: 'Malformed JSON, not an object, text with a NUL character, or a validation failure' },
  413: { description: 'Body over 100 KB' },
  415: { description: 'A body that is not JSON' },
}

/** Answers every call that takes a file can give before its own rules run. */
const uploadResponses: Record<number, OperationResponse> = {
  413: { description: 'A file over its size limit' },
  415: { description: 'A file of a type the call does not take' },
}

/** Answers every call for a signed-in learner can give (src/lib/server/http/signedInUser.ts). */
const signedInResponses: Record<number, OperationResponse> = {
  403: { description: 'A `userId`, in the query or the body, that is not the signed-in learner' },
}

const responsesOf = (call: Operation) => {
  const signedIn = call.access === 'anyone' ? {} : signedInResponses
  const all = { ...signedIn, ...(call.body ? bodyResponses : {}), ...(call.upload ? uploadResponses : {}), ...call.responses, 405: { description: 'A method this path is not served with (see `Allow`)' } }
  return Object.fromEntries(
    Object.entries(all).map(([status, response]) => [status, { description: response.description, content: responseContent(response, Number(status)) }]),
  )
}

const parametersOf = (call: Operation) => [
  ...[...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } })),
  ...(call.userIdQuery ? [{ name: 'userId', in: 'query', required: false, description: "The signed-in learner's own id (optional)", schema: { type: 'string' } }] : []),
]

const securityOf = (call: Operation) =>
  call.access === 'signed-in' ? [{ session: [] }] : call.access === 'preview-or-signed-in' ? [{}, { session: [] }] : undefined

const operationOf = (call: Operation) => ({
  operationId: `${call.method}${call.path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
  summary: call.summary,
  parameters: parametersOf(call),
  security: securityOf(call),
  requestBody: call.body
    ? { required: true, content: { 'application/json': { schema: ref(schemaNameOf(call.body)) } } }
    : call.upload
      ? { required: true, content: Object.fromEntries(call.upload.map((mediaType) => [mediaType, { schema: { type: 'string', contentMediaType: mediaType } }])) }
      : undefined,
  responses: responsesOf(call),
})

const build = (serverUrl: string) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const call of operationList) paths[call.path] = { ...paths[call.path], [call.method]: operationOf(call) }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Solving Tech API',
      version: '1',
      description:
        'The JSON API of the Solving Tech learner area. Bodies are JSON; errors are `{ message, errors? }`. Signed-in calls ' +
        'use the HTTP-only `solvingtech-session` cookie set by register and login. A state-changing call from another ' +
        "site's page answers 403; a database that is briefly unavailable answers 503 with `Retry-After`.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'solvingtech-session' } },
      schemas: {
        ...Object.fromEntries(Object.entries(requestSchemas).map(([name, schema]) => [name, toJsonSchema(schema, 'input')])),
        ...Object.fromEntries(Object.entries(responseSchemas).map(([name, schema]) => [name, toJsonSchema(schema, 'output')])),
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof build>

let document: OpenApiDocument | undefined

/**
 * The OpenAPI 3.1 document of /api/v1 and /api/program-signup, generated once from the calls and their zod schemas,
 * served from `serverUrl` (the site's public address).
 */
export const openApiDocument = (serverUrl: string): OpenApiDocument => (document ??= build(serverUrl))
