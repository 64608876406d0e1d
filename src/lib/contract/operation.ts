import type { z } from 'zod'

import type { Route } from './routes'

/** A JSON body by its zod schema (an array of it when `list`), or a file of `mediaType`. */
export type OperationResponse = { description: string; body?: z.ZodType; list?: boolean; mediaType?: string }

/** One operation of the HTTP contract (CONTRACT.md): its route (routes.ts), and what the OpenAPI document and the reference page say of it. */
export type Operation = Route & {
  summary: string
  /** Who may call it: anyone, a signed-in learner, or anyone for a preview lesson and otherwise a learner who may open it. */
  access: 'anyone' | 'signed-in' | 'preview-or-signed-in'
  /** The JSON body it takes, by the zod schema the endpoint validates it with. */
  body?: z.ZodType
  /** A file sent as the raw body (instead of JSON), of one of these media types. */
  upload?: readonly string[]
  /**
   * A hot call (a watching learner makes it every few seconds): server.ts answers it itself, ahead of Next.js, with the
   * same endpoint (src/lib/server/http/callsServedDirectly.ts).
   */
  servedDirectly?: true
  /** The screens send the learner's own id as `?userId=`; another id is a 403. */
  userIdQuery?: boolean
  /** Statuses from 400 up answer the `Error` body unless they say otherwise. */
  responses: Record<number, OperationResponse>
}

/** Keeps an operation's literal types (its bodies' schemas), so endpoints' answers are checked against them. */
export const operation = <const C extends Operation>(definition: C): C => definition

/**
 * The body a call answers with `status`, as the type of its zod schema: what an endpoint must send and what a client
 * reads. An array when the response is a `list`; never for a status the call does not answer with a JSON body.
 */
export type ResponseBody<C extends Operation, S extends keyof C['responses']> = S extends unknown
  ? C['responses'][S] extends { body: infer Schema extends z.ZodType }
    ? C['responses'][S] extends { list: true }
      ? z.infer<Schema>[]
      : z.infer<Schema>
    : never
  : never

/** Answers many operations share, worded once. */
export const validation = { description: 'Validation failed: `errors` has one entry per failing field, with spec section 5 messages' }
export const signedOut = { description: 'Not signed in (checked before the body is read)' }
export const notYours = { description: 'A `userId` that is not the signed-in learner' }
export const notEnrolled = { description: 'The learner may not open this lesson, is not enrolled in its course, or a `userId` that is not theirs' }
export const noAction = { description: 'No such lesson, or it has no action' }
export const rateLimited = { description: 'Too many requests from this client address: wait for `Retry-After` seconds' }
