import { z } from 'zod'

import { teamNameMaxLength } from '@/lib/rules/teams'

import { optionalText, userId } from './fields'

const sharingMessage = 'Please say whether to share your progress'

/** POST /api/v1/team: the team's name (the learner's company when left out). */
export const createTeamSchema = z.object({ name: optionalText(teamNameMaxLength), userId: userId() })

/** POST /api/v1/team-invites/{token}/join: whether the owner sees the member's progress (yes unless they say no). */
export const joinTeamSchema = z.object({ sharesProgress: z.boolean({ error: sharingMessage }).default(false), userId: userId() })

/** PUT /api/v1/team/sharing */
export const teamSharingSchema = z.object({ sharesProgress: z.boolean({ error: sharingMessage }), userId: userId() })

