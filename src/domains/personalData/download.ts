import 'server-only'

import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/domains/audit'
import { notFound } from '@/lib/server/http'

import { learnerDataArchive, learnerDataFileName } from './dataArchive'
import { collectLearnerData } from './learnerData'

/**
 * The answer to "Download my data", for the learner or for staff answering a request by email (`by` says which, in
 * the audit trail): the ZIP of everything we hold about the learner, as a download no cache keeps.
 */
export const learnerDataDownload = async (req: PayloadRequest, learnerId: string, by: string): Promise<Response> => {
  const sections = await collectLearnerData(req.payload, learnerId)
  if (!sections) throw notFound('Learner not found')
  const email = String(sections[0].rows[0]?.email ?? '')
  await recordAuditEvent(req, { event: 'learner-data-downloaded', outcome: 'success', accountType: 'learner', accountEmail: email, detail: `downloaded by ${by}` })
  const madeAt = new Date()
  return new Response(new Uint8Array(learnerDataArchive(sections, madeAt)), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${learnerDataFileName(madeAt)}"`,
      'Cache-Control': 'no-store',
    },
  })
}
