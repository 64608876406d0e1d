import { sql } from '@payloadcms/db-postgres'

import { endpoint, json, parseInput, readJsonBody } from '@/lib/server/http'
import { sendToStaff } from '@/lib/server/mail/learnerMails'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { programSignupSchema } from '@/lib/validation'

const signupReceivedMessage = "Thank you! You're on the waiting list. We'll email you when the programme launches in September."

/**
 * POST /api/program-signup: joins the waiting list. Signing up again with an email already on it changes nothing (the
 * name, company and team size stay as their owner gave them: anyone can type anyone's email) and answers the same,
 * so the answer does not tell whether an email is on the list.
 */
const programSignup = endpoint('post', '/program-signup', async (req) => {
  await limitByClient(req, 'program-signup')
  const input = parseInput(programSignupSchema, await readJsonBody(req))
  const result = await req.payload.db.drizzle.execute(sql`
    WITH inserted AS (
      INSERT INTO program_signups (name, email, company, team_size, consent)
      VALUES (${input.name}, ${input.email}, ${input.company ?? null}, ${input.teamSize}, ${input.consent})
      ON CONFLICT (email) DO NOTHING
      RETURNING id)
    SELECT id, true AS inserted FROM inserted
    UNION ALL
    SELECT id, false AS inserted FROM program_signups WHERE email = ${input.email} AND NOT EXISTS (SELECT 1 FROM inserted)`)
  const row = result.rows[0] as { id: string; inserted: boolean }
  if (row.inserted) {
    sendToStaff(req.payload, 'New waiting-list signup', `${input.name} <${input.email}>, ${input.company ?? 'no company'}, team size ${input.teamSize}`)
  }
  return json({ id: String(row.id), message: signupReceivedMessage }, 201)
})

export const programSignupEndpoints = [programSignup]
