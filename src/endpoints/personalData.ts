import type { PayloadRequest } from 'payload'

import { closeLearnerAccount, collectLearnerData, learnerDataArchive, learnerDataFileName } from '@/domains/personalData'
import { badRequest, endpoint, json, notFound, parseInput, readJsonBody } from '@/lib/server/http'
import { learnerPasswordMatches } from '@/lib/server/accounts/passwordCheck'
import { recordAuditEvent } from '@/lib/server/audit/recordAuditEvent'
import { clearedSessionCookie } from '@/lib/server/session/cookie'
import { requireLearner } from '@/lib/server/session/learnerSession'
import { throttledPasswordCheck } from '@/lib/server/signInThrottle/passwordCheckThrottle'
import { closeAccountSchema, currentPasswordIncorrectMessage } from '@/lib/validation'

/** The ZIP of everything we hold about one learner, as a download that no cache keeps. */
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

/** GET /api/v1/account/data: everything we hold about the signed-in learner, as a ZIP of JSON and CSV; audited. */
const downloadMyData = endpoint('get', '/v1/account/data', async (req) => {
  const learner = await requireLearner(req)
  return learnerDataDownload(req, String(learner.id), 'the learner')
})

/**
 * POST /api/v1/account/close: closes the signed-in learner's account, with their current password (throttled like
 * sign-in). Their name and contact details go; progress and certificates still count (src/domains/personalData).
 * Every session ends, this one's cookie too.
 */
const closeMyAccount = endpoint('post', '/v1/account/close', async (req) => {
  const learner = await requireLearner(req)
  const { currentPassword } = parseInput(closeAccountSchema, await readJsonBody(req))
  const proven = await throttledPasswordCheck(req, learner.email, 'learner-account-closed', async () =>
    (await learnerPasswordMatches(req.payload, String(learner.id), currentPassword)) ? true : null,
  )
  if (!proven) throw badRequest(currentPasswordIncorrectMessage, [{ field: 'currentPassword', message: currentPasswordIncorrectMessage }])
  await closeLearnerAccount(req, String(learner.id), 'the learner')
  return json({ message: 'Your account is closed. Your name and contact details are gone, and you are signed out everywhere.' }, 200, new Headers({ 'Set-Cookie': clearedSessionCookie() }))
})

export const personalDataEndpoints = [downloadMyData, closeMyAccount]
