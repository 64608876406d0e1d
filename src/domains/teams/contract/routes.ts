import type { Route } from '@/lib/contract/routes'

/** Where teams's operations are served (operations.ts describes them); the screens call them through these. */
export const teamsRoutes = {
  team: { method: 'get', path: '/api/v1/team' },
  createTeam: { method: 'post', path: '/api/v1/team' },
  renewTeamInvite: { method: 'post', path: '/api/v1/team/invite' },
  teamInviteQr: { method: 'get', path: '/api/v1/team/invite.svg' },
  leaveTeam: { method: 'post', path: '/api/v1/team/leave' },
  teamSharing: { method: 'put', path: '/api/v1/team/sharing' },
  teamInvite: { method: 'get', path: '/api/v1/team-invites/{token}' },
  joinTeam: { method: 'post', path: '/api/v1/team-invites/{token}/join' },
} as const satisfies Record<string, Route>
