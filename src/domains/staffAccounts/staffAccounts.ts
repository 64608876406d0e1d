import { sql } from '@payloadcms/db-postgres'
import { decodeJwt } from 'jose'
import type { Payload } from 'payload'

/** Is there a staff account with this (normalised) email? */
export const staffAccountExists = async (payload: Payload, email: string): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`SELECT 1 FROM users WHERE email = ${email} LIMIT 1`)
  return result.rows.length > 0
}

/** Ends the session a staff token names (its `sid`), as signing out does. */
export const endStaffSession = async (payload: Payload, userId: string, token: string): Promise<void> => {
  const { sid } = decodeJwt(token)
  if (typeof sid === 'string') await payload.db.drizzle.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${userId} AND id = ${sid}`)
}
