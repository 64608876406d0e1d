import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { findWhatsAppGroupLink } from '@/domains/content'

import { enrolledSql } from './sessions'

/** The group's invite link for a learner enrolled in a course whose lessons they can open; null for anyone else. */
export const groupLinkFor = async (payload: Payload, learnerId: string): Promise<string | null> => {
  const result = await payload.db.drizzle.execute(sql`SELECT ${enrolledSql(sql`${learnerId}`)} AS enrolled`)
  return (result.rows[0] as { enrolled: boolean }).enrolled ? findWhatsAppGroupLink(payload) : null
}
