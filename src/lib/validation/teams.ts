import { z } from 'zod'

import { teamCoursesMax, teamMessages, teamNameMaxLength } from '@/lib/rules/teams'

import { optionalText, userId, uuid } from './fields'

const sharingMessage = 'Please say whether to share your progress'

/** POST /api/v1/team: the team's name (the learner's company when left out) and the courses its members will learn. */
export const createTeamSchema = z.object({
  name: optionalText(teamNameMaxLength),
  courseIds: z
    .array(uuid(teamMessages.notATeamCourse), { error: teamMessages.notATeamCourse })
    .max(teamCoursesMax, teamMessages.notATeamCourse)
    .optional()
    .describe('The courses joining enrols each member in, in order (free courses open now); none when left out'),
  userId: userId(),
})

/** POST /api/v1/team-invites/{token}/join: whether the owner sees the member's progress (no unless they say yes). */
export const joinTeamSchema = z.object({ sharesProgress: z.boolean({ error: sharingMessage }).default(false), userId: userId() })

/** PUT /api/v1/team/sharing */
export const teamSharingSchema = z.object({ sharesProgress: z.boolean({ error: sharingMessage }), userId: userId() })

