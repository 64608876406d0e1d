import { notYours, operation, signedOut, validation } from '@/lib/contract/operation'
import { requestSchemas, responseSchemas } from '@/lib/contract/schemas'

import { teamsRoutes } from './routes'
import { createTeamSchema, joinTeamSchema, teamSharingSchema, teamSummary, teamView } from './schemas'

/** Teams' part of the HTTP contract (CONTRACT.md). */
export const teamsOperations = {
  team: operation({
    ...teamsRoutes.team, summary: "The learner's team: as its owner (invite link, members and, for those who share it, their progress), as a member, or none", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'Their team', body: teamView }, 401: signedOut, 403: notYours },
  }),
  createTeam: operation({
    ...teamsRoutes.createTeam, summary: "Make a team for the learner's firm (named after their company unless named), with the courses its members learn and an invite link for 30 days", access: 'signed-in', body: createTeamSchema,
    responses: {
      201: { description: 'Made: the owner\'s view', body: teamView },
      400: { description: 'Validation failed: a name too long, or a course that is not a free course open now (on `courseIds`)' },
      401: signedOut,
      403: notYours,
      409: { description: 'They have a team already, or are in another', body: responseSchemas.Error },
    },
  }),
  renewTeamInvite: operation({
    ...teamsRoutes.renewTeamInvite, summary: 'A new invite link for 30 days: the old one then answers 410', access: 'signed-in', body: requestSchemas.UserIdRequest,
    responses: { 200: { description: "The owner's view with the new link", body: teamView }, 400: validation, 401: signedOut, 403: { description: 'They own no team, or a `userId` that is not theirs' } },
  }),
  teamInviteQr: operation({
    ...teamsRoutes.teamInviteQr, summary: "The invite link as a QR code (SVG), for the owner's team", access: 'signed-in',
    responses: { 200: { description: 'The QR code', mediaType: 'image/svg+xml' }, 401: signedOut, 403: { description: 'They own no team' } },
  }),
  leaveTeam: operation({
    ...teamsRoutes.leaveTeam, summary: 'Leave the team (its owner cannot)', access: 'signed-in', body: requestSchemas.UserIdRequest,
    responses: { 200: { description: 'Left: no team', body: teamView }, 400: validation, 401: signedOut, 403: notYours, 409: { description: 'Not in a team, or its owner', body: responseSchemas.Error } },
  }),
  teamSharing: operation({
    ...teamsRoutes.teamSharing, summary: 'Whether the team owner sees the member\'s progress', access: 'signed-in', body: teamSharingSchema,
    responses: { 200: { description: 'Changed', body: teamView }, 400: validation, 401: signedOut, 403: notYours, 409: { description: 'Not a member of a team', body: responseSchemas.Error } },
  }),
  teamInvite: operation({
    ...teamsRoutes.teamInvite, summary: 'What an invite link opens (no sign-in needed): the team, or why not', access: 'anyone',
    responses: {
      200: { description: 'The team it opens', body: teamSummary },
      404: { description: 'A link that is not ours', body: responseSchemas.Error },
      409: { description: 'The team is full', body: responseSchemas.Error },
      410: { description: 'The link was replaced by a newer one, or expired after 30 days', body: responseSchemas.Error },
    },
  }),
  joinTeam: operation({
    ...teamsRoutes.joinTeam, summary: "Join the team of an invite link, sharing progress with its owner only when `sharesProgress` is true (twice is harmless); enrols the member in the team's courses", access: 'signed-in', body: joinTeamSchema,
    responses: {
      200: { description: "Joined and enrolled in the team's courses: the member's view", body: teamView },
      400: validation,
      401: signedOut,
      403: notYours,
      404: { description: 'A link that is not ours', body: responseSchemas.Error },
      409: { description: 'The team is full, or the learner is in or owns another team', body: responseSchemas.Error },
      410: { description: 'The link was replaced or expired', body: responseSchemas.Error },
    },
  }),
}
