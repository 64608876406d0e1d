import 'server-only'

import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/domains/audit'
import { notFound } from '@/lib/server/http'

import { learnerDataArchive, learnerDataFileName } from './dataArchive'
import { collectLearnerData, learnerOnlySections, type DataReader } from './learnerData'

/**
 * The answer to "Download my data", for the learner or for staff answering a request by email (`by` names who, in
 * the audit trail): the ZIP of everything we hold about the learner, as a download no cache keeps. Staff's copy leaves
 * out the learner-only sections (the equality and impact answers), which its README says the learner can download themselves.
 */
export const learnerDataDownload = async (req: PayloadRequest, learnerId: string, reader: DataReader, by: string): Promise<Response> => {
  const sections = await collectLearnerData(req.payload, learnerId, reader)
  if (!sections) throw notFound('Learner not found')
  const email = String(sections[0].rows[0]?.email ?? '')
  await recordAuditEvent(req, { event: 'learner-data-downloaded', outcome: 'success', accountType: 'learner', accountEmail: email, detail: `downloaded by ${by}` })
  const madeAt = new Date()
  return new Response(new Uint8Array(learnerDataArchive(sections, reader === 'staff' ? learnerOnlySections(req.payload) : [], madeAt)), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${learnerDataFileName(madeAt)}"`,
      'Cache-Control': 'no-store',
    },
  })
}
