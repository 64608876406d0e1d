import { z } from 'zod'

/**
 * The answers every module gives (CONTRACT.md), and the fields each module's answers are made of, for the OpenAPI
 * document and the tests that check the running server against it. Objects the server builds whole are strict, so a
 * stray field (a hash, a token) fails the check.
 */
const id = z.uuid()
const timestamp = z.iso.datetime({ offset: true })
const nullableText = z.string().nullable()

/** The fields every module's response schemas are made of. */
export const responseFields = { id, timestamp, nullableText }

export const errorBody = z.strictObject({
  message: z.string(),
  errors: z.array(z.strictObject({ field: z.string(), message: z.string() })).optional(),
})

export const messageBody = z.strictObject({ message: z.string() })


/** The contract's user object: the learner's own fields, never a hash, salt, token or session. */
export const userObject = z.strictObject({
  id,
  name: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  email: z.email(),
  company: nullableText,
  jobTitle: nullableText,
  phone: nullableText,
  membershipTier: z.enum(['free', 'pro', 'premium']),
  membershipExpiresAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
})

export type UserObject = z.infer<typeof userObject>

