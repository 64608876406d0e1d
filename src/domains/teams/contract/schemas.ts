import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import { optionalText, userId, uuid } from '@/lib/validation/fields'

import { teamCoursesMax, teamMessages, teamNameMaxLength } from './rules'

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

const { id, timestamp } = responseFields

export const teamSummary = z.strictObject({
  id,
  name: z.string(),
  ownerName: z.string(),
  seatCap: z.number().int().min(1).describe('How many people the team may hold, the owner included'),
  seatsUsed: z.number().int().min(1),
  courses: z
    .array(z.strictObject({ id, title: z.string() }))
    .describe('What the team learns: the courses its owner chose that joining enrols a member in now (free and open)'),
})

const memberProgress = z.strictObject({
  name: z.string(),
  joinedAt: timestamp,
  sharesProgress: z.boolean(),
  progress: z
    .strictObject({
      courses: z.array(z.strictObject({ title: z.string(), lessonsDone: z.number().int(), lessonCount: z.number().int() })),
      lastActiveAt: timestamp.nullable(),
      certificates: z.array(z.string()).describe('The titles of the courses they hold a certificate for'),
    })
    .nullable()
    .describe('Only for a member who shares their progress with the owner'),
})

/** The learner's team: as its owner (with the invite link and the members), as a member, or none. */
export const teamView = z.union([
  z.strictObject({
    role: z.literal('owner'),
    team: teamSummary,
    invite: z.strictObject({ url: z.url(), expiresAt: timestamp }),
    members: z.array(memberProgress),
  }),
  z.strictObject({ role: z.literal('member'), team: teamSummary, sharesProgress: z.boolean() }),
  z.strictObject({ role: z.null() }),
])

export type TeamViewBody = z.infer<typeof teamView>
export type TeamSummaryBody = z.infer<typeof teamSummary>


/** Teams' schemas by the names the OpenAPI document gives them. */
export const teamsSchemas = {
  request: { CreateTeamRequest: createTeamSchema, JoinTeamRequest: joinTeamSchema, TeamSharingRequest: teamSharingSchema },
  response: { TeamView: teamView, TeamSummary: teamSummary },
}
