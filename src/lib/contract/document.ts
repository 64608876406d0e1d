import { z } from 'zod'

import { operation, type Operation, type OperationResponse } from './operation'

type JsonSchema = Record<string, unknown>

/** GET /api/v1/openapi.json: this document (src/endpoints/openapi.ts serves it). */
export const openapiRoute = { method: 'get', path: '/api/v1/openapi.json' } as const

export const openapiOperation = operation({ ...openapiRoute, summary: 'This document', access: 'anyone', responses: { 200: { description: 'The OpenAPI 3.1 document of every call' } } })

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): requests as clients send them, responses as sent. */
const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' })
  return jsonSchema
}

/** The whole contract: every operation, and the schemas they hold by their names among the document's components. */
export type Contract = { operations: Operation[]; schemas: { request: Record<string, z.ZodType>; response: Record<string, z.ZodType> } }

const schemaNames = new WeakMap<Contract, Map<z.ZodType, string>>()

/** A schema's name among the document's components: an operation holds the schema itself. */
export const schemaNameOf = (contract: Contract, schema: z.ZodType): string => {
  let names = schemaNames.get(contract)
  if (!names) {
    names = new Map([...Object.entries(contract.schemas.request), ...Object.entries(contract.schemas.response)].map(([name, each]) => [each, name]))
    schemaNames.set(contract, names)
  }
  const name = names.get(schema)
  if (!name) throw new Error("An operation holds a schema that is not among the contract's schemas (src/domains/operations.ts).")
  return name
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

const responseContent = (contract: Contract, { body, list, mediaType }: OperationResponse, status: number) => {
  if (mediaType) return { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } }
  const name = body ? schemaNameOf(contract, body) : status >= 400 ? 'Error' : undefined
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

const responsesOf = (contract: Contract, call: Operation) => {
  const signedIn = call.access === 'anyone' ? {} : signedInResponses
  const all = { ...signedIn, ...(call.body ? bodyResponses : {}), ...(call.upload ? uploadResponses : {}), ...call.responses, 405: { description: 'A method this path is not served with (see `Allow`)' } }
  return Object.fromEntries(
    Object.entries(all).map(([status, response]) => [status, { description: response.description, content: responseContent(contract, response, Number(status)) }]),
  )
}

const parametersOf = (call: Operation) => [
  ...[...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } })),
  ...(call.userIdQuery ? [{ name: 'userId', in: 'query', required: false, description: "The signed-in learner's own id (optional)", schema: { type: 'string' } }] : []),
]

const securityOf = (call: Operation) =>
  call.access === 'signed-in' ? [{ session: [] }] : call.access === 'preview-or-signed-in' ? [{}, { session: [] }] : undefined

const operationOf = (contract: Contract, call: Operation) => ({
  operationId: `${call.method}${call.path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
  summary: call.summary,
  parameters: parametersOf(call),
  security: securityOf(call),
  requestBody: call.body
    ? { required: true, content: { 'application/json': { schema: ref(schemaNameOf(contract, call.body)) } } }
    : call.upload
      ? { required: true, content: Object.fromEntries(call.upload.map((mediaType) => [mediaType, { schema: { type: 'string', contentMediaType: mediaType } }])) }
      : undefined,
  responses: responsesOf(contract, call),
})

const build = (serverUrl: string, contract: Contract) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const call of contract.operations) paths[call.path] = { ...paths[call.path], [call.method]: operationOf(contract, call) }
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
        ...Object.fromEntries(Object.entries(contract.schemas.request).map(([name, schema]) => [name, toJsonSchema(schema, 'input')])),
        ...Object.fromEntries(Object.entries(contract.schemas.response).map(([name, schema]) => [name, toJsonSchema(schema, 'output')])),
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof build>

let document: OpenApiDocument | undefined

/**
 * The OpenAPI 3.1 document of /api/v1 and /api/program-signup, generated once from the contract's operations and their
 * zod schemas (src/domains/operations.ts), served from `serverUrl` (the site's public address).
 */
export const openApiDocument = (serverUrl: string, contract: Contract): OpenApiDocument => (document ??= build(serverUrl, contract))
