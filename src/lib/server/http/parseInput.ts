import type { z } from 'zod'

import { badRequest, type FieldError } from './apiError'

/** Validates input with a shared schema: the parsed value, or a 400 with one error per failing field (first message wins). */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> => {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors: FieldError[] = []
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message })
  }
  throw badRequest(errors[0]?.message ?? 'Invalid input', errors)
}
