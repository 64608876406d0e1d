import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { isStaffRequest } from '@/access'
import { closeLearnerAccount, learnerDataDownload } from '@/domains/personalData'
import { isId } from '@/lib/rules/ids'
import { auditActor } from '@/domains/audit'
import { badRequest, conflict, endpoint, json, notFound, parseInput, readJsonBody, unauthorized } from '@/lib/server/http'
import { staffCloseAccountSchema } from '@/domains/personalData/contract/schemas'

const requireStaff = (req: PayloadRequest) => {
  if (!isStaffRequest(req)) throw unauthorized()
}

const learnerIdOf = (req: PayloadRequest): string => {
  const id = req.routeParams?.id
  if (!isId(id)) throw notFound('Learner not found')
  return id
}

/**
 * GET /api/course-users/:id/personal-data: a learner's data as they would download it, for a request by email, less the
 * equality and impact answers staff may only count in groups; audited.
 */
const downloadLearnerData = endpoint('get', '/:id/personal-data', async (req) => {
  requireStaff(req)
  return learnerDataDownload(req, learnerIdOf(req), 'staff', `staff ${auditActor(req)}`)
})

/**
 * POST /api/course-users/:id/close: closes a learner's account for a request by email, as they could themselves. The
 * staff member types the learner's email to confirm; audited with their name.
 */
const closeAccount = endpoint('post', '/:id/close', async (req) => {
  requireStaff(req)
  const learnerId = learnerIdOf(req)
  const { confirmEmail } = parseInput(staffCloseAccountSchema, await readJsonBody(req))
  const found = await req.payload.db.drizzle.execute(sql`SELECT email, closed_at FROM course_users WHERE id = ${learnerId}`)
  const learner = found.rows[0] as { email: string; closed_at: Date | null } | undefined
  if (!learner) throw notFound('Learner not found')
  if (learner.closed_at) throw conflict('This account is closed already.')
  if (confirmEmail.toLowerCase() !== learner.email.toLowerCase()) {
    throw badRequest("That is not this learner's email", [{ field: 'confirmEmail', message: "That is not this learner's email" }])
  }
  if (!(await closeLearnerAccount(req, learnerId, `staff ${auditActor(req)}`))) throw conflict('This account is closed already.')
  return json({ message: 'The account is closed. Progress and certificates still count; the name and contact details are gone.' })
})

export const learnerDataEndpoints = [downloadLearnerData, closeAccount]
