import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { Operation } from '@/lib/contract/operation'
import { requestSchemas, type RequestSchemaName } from '@/lib/contract/schemas'

import { parseInput } from './parseInput'
import { readJsonBody } from './readJsonBody'

type RequestBody<C extends { body: RequestSchemaName }> = z.output<(typeof requestSchemas)[C['body']]>

/** The body of a contract call, read (100 KB cap, JSON only) and validated with the request schema the call declares. */
export const readCallBody = async <C extends Operation & { body: RequestSchemaName }>(call: C, req: PayloadRequest): Promise<RequestBody<C>> =>
  // The schema the call names, so the parsed value has that schema's type (TypeScript cannot follow the index).
  parseInput(requestSchemas[call.body], await readJsonBody(req)) as RequestBody<C>
