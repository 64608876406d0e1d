import { sql } from '@payloadcms/db-postgres'

import { testPayload } from './payload'

export type CertificateRow = {
  id: string
  code: string
  learner_name: string
  course_title: string
  completed_at: Date
  revoked_at: Date | null
}

/** The certificates stored for a learner, straight from the database. */
export const storedCertificates = async (learnerId: string): Promise<CertificateRow[]> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, code, learner_name, course_title, completed_at, revoked_at FROM certificates WHERE learner_id = ${learnerId}`)
  return result.rows as CertificateRow[]
}
