import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { Operation } from '@/lib/contract/operation'
import { requestSchemas, type RequestSchemaName } from '@/lib/contract/schemas'

import { parseInput } from './parseInput'
import { readJsonBody } from './readJsonBody'

type RequestBody<C extends { body: RequestSchemaName }> = z.output<(typeof requestSchemas)[C['body']]>

/** The body of a contract operation, read (100 KB cap, JSON only) and validated with the request schema it declares. */
export const readOperationBody = async <C extends Operation & { body: RequestSchemaName }>(operation: C, req: PayloadRequest): Promise<RequestBody<C>> =>
  // The schema the operation names, so the parsed value has that schema's type (TypeScript cannot follow the index).
  parseInput(requestSchemas[operation.body], await readJsonBody(req)) as RequestBody<C>
