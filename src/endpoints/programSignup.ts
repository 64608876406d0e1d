import { sql } from '@payloadcms/db-postgres'

import { endpoint, json, parseInput, readJsonBody } from '@/lib/server/http'
import { sendToStaff } from '@/lib/server/mail/learnerMails'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { programSignupSchema } from '@/lib/validation'

const signupReceivedMessage = "Thank you! You're on the waiting list. We'll email you when the programme launches in September."

/** POST /api/program-signup: joins the waiting list; signing up again with the same email updates that one row. */
const programSignup = endpoint('post', '/program-signup', async (req) => {
  await limitByClient(req, 'program-signup')
  const input = parseInput(programSignupSchema, await readJsonBody(req))
  const result = await req.payload.db.drizzle.execute(sql`
    INSERT INTO program_signups (name, email, company, team_size, consent)
    VALUES (${input.name}, ${input.email}, ${input.company ?? null}, ${input.teamSize}, ${input.consent})
    ON CONFLICT (email) DO UPDATE SET
      name = EXCLUDED.name, company = EXCLUDED.company, team_size = EXCLUDED.team_size, consent = EXCLUDED.consent, updated_at = now()
    RETURNING id, (xmax = 0) AS inserted`)
  const row = result.rows[0] as { id: string; inserted: boolean }
  if (row.inserted) {
    sendToStaff(req.payload, 'New waiting-list signup', `${input.name} <${input.email}>, ${input.company ?? 'no company'}, team size ${input.teamSize}`)
  }
  return json({ id: String(row.id), message: signupReceivedMessage }, 201)
})

export const programSignupEndpoints = [programSignup]
