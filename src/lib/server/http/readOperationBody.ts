import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { Operation } from '@/lib/contract/operation'

import { parseInput } from './parseInput'
import { readJsonBody } from './readJsonBody'

/** The body of a contract operation, read (100 KB cap, JSON only) and validated with the request schema it declares. */
export const readOperationBody = async <C extends Operation & { body: z.ZodType }>(operation: C, req: PayloadRequest): Promise<z.output<C['body']>> =>
  parseInput<C['body']>(operation.body, await readJsonBody(req))
