import QRCode from 'qrcode'
import type { PayloadRequest } from 'payload'

import { requireLearner } from '@/domains/accounts'

import { looksLikeInviteToken } from '../contract/rules'
import { teamsOperations as operations } from '../contract/operations'
import { createTeam, findTeamView, joinTeam, leaveTeam, lookUpInvite, renewInvite, setProgressSharing, TeamRefused, type TeamRefusal } from '../teams'
import { ApiError, refusalsAsErrorsOf, apiEndpoint, readOperationBody, reply } from '@/lib/server/http'

const statusOf: Record<TeamRefusal, number> = {
  forged: 404,
  replaced: 410,
  expired: 410,
  full: 409,
  'not-owner': 403,
  'not-member': 409,
  'already-owner': 409,
  'in-another-team': 409,
  'owner-cannot-join': 409,
  'owner-cannot-leave': 409,
  'not-a-team-course': 400,
}

/** A refused team call, as the contract's error. */
const refusalsAsErrors = refusalsAsErrorsOf(TeamRefused, statusOf, { 'not-a-team-course': 'courseIds' })

const tokenOf = (req: PayloadRequest): string => {
  const token = req.routeParams?.token
  if (!looksLikeInviteToken(token)) throw new ApiError(404, new TeamRefused('forged').message)
  return token
}

/** GET /api/v1/team */
const getTeam = apiEndpoint(operations.team, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.team, 200, await findTeamView(req.payload, String(learner.id)))
})

/** POST /api/v1/team */
const postTeam = apiEndpoint(operations.createTeam, async (req) => {
  const learner = await requireLearner(req)
  const { name, courseIds } = await readOperationBody(operations.createTeam, req)
  return reply(operations.createTeam, 201, await refusalsAsErrors(() => createTeam(req.payload, { id: String(learner.id), company: learner.company }, { name, courseIds })))
})

/** POST /api/v1/team/invite */
const postInvite = apiEndpoint(operations.renewTeamInvite, async (req) => {
  const learner = await requireLearner(req)
  await readOperationBody(operations.renewTeamInvite, req)
  return reply(operations.renewTeamInvite, 200, await refusalsAsErrors(() => renewInvite(req.payload, String(learner.id))))
})

/** GET /api/v1/team/invite.svg: drawn on the server, so the page needs no QR library. */
const getInviteQr = apiEndpoint(operations.teamInviteQr, async (req) => {
  const learner = await requireLearner(req)
  const view = await findTeamView(req.payload, String(learner.id))
  if (view.role !== 'owner') throw new ApiError(403, new TeamRefused('not-owner').message)
  const svg = await QRCode.toString(view.invite.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, no-store' } })
})

/** POST /api/v1/team/leave */
const postLeave = apiEndpoint(operations.leaveTeam, async (req) => {
  const learner = await requireLearner(req)
  await readOperationBody(operations.leaveTeam, req)
  return reply(operations.leaveTeam, 200, await refusalsAsErrors(() => leaveTeam(req.payload, String(learner.id))))
})

/** PUT /api/v1/team/sharing */
const putSharing = apiEndpoint(operations.teamSharing, async (req) => {
  const learner = await requireLearner(req)
  const { sharesProgress } = await readOperationBody(operations.teamSharing, req)
  return reply(operations.teamSharing, 200, await refusalsAsErrors(() => setProgressSharing(req.payload, String(learner.id), sharesProgress)))
})

/** GET /api/v1/team-invites/:token (no sign-in: the join page asks before anyone registers) */
const getInvite = apiEndpoint(operations.teamInvite, async (req) => reply(operations.teamInvite, 200, await refusalsAsErrors(() => lookUpInvite(req.payload, tokenOf(req)))))

/** POST /api/v1/team-invites/:token/join */
const postJoin = apiEndpoint(operations.joinTeam, async (req) => {
  const learner = await requireLearner(req)
  const { sharesProgress } = await readOperationBody(operations.joinTeam, req)
  const token = tokenOf(req)
  return reply(operations.joinTeam, 200, await refusalsAsErrors(() => joinTeam(req.payload, { id: String(learner.id), email: learner.email }, token, sharesProgress)))
})

export const teamEndpoints = [getTeam, postTeam, postInvite, getInviteQr, postLeave, putSharing, getInvite, postJoin]
