import { enrolsOnArrival } from '@/lib/rules/courseEntry'
import type { CourseKind } from '@/lib/rules/courseKinds'

/**
 * A firm's team: the owner chooses what the team learns and invites their people with a link (and its QR code) that
 * lasts 30 days; making a new link ends the old one; a team holds at most its seat cap, the owner included. Joining
 * enrols a member in the team's courses. Members choose whether the owner sees their progress. Pure rules and words,
 * for the server and the screens.
 */
export const defaultSeatCap = 50
export const inviteDays = 30
export const teamNameMaxLength = 100

export type InviteRefusal = 'forged' | 'replaced' | 'expired' | 'full'

export const teamMessages = {
  forged: 'This invite link is not one of ours. Check it was copied whole, or ask for it again.',
  replaced: 'This invite link has been replaced by a newer one. Ask the person who sent it for the new link.',
  expired: 'This invite link has expired. Ask the person who sent it for a new one.',
  full: 'This team is full. Ask its owner to make room.',
  notOwner: 'You do not own a team',
  notMember: 'You are not in a team',
  alreadyOwner: 'You already have a team',
  inAnotherTeam: 'You are in another team. Leave it first to join this one.',
  ownerCannotJoin: 'You own a team, so you cannot join another',
  ownerCannotLeave: 'You own this team, so you cannot leave it',
  notATeamCourse: 'Please choose courses from the list',
} as const

/** At most this many courses for one team. */
export const teamCoursesMax = 20

/**
 * The courses an owner may choose for their team, and that joining enrols a member in: free courses open now (the
 * same rule as registering from a course), in the order given.
 */
export const teamCourseChoicesOf = <Course extends { id: string; title: string; isFree: boolean; status: 'available' | 'coming-soon'; kind?: CourseKind | null }>(
  courses: readonly Course[],
) =>
  courses.filter(enrolsOnArrival).map(({ id, title }) => ({ id, title }))

/** The owner's dashboard line: how many of their team's members started (joined, and so began its courses) this week. */
export const membersStartedText = (count: number): string =>
  count === 0 ? 'No new members started this week' : `${count} ${count === 1 ? 'member' : 'members'} started this week`

/** Whether an invite still opens its team, or why not. `version` is the link's, `currentVersion` the team's. */
export const inviteRefusal = (invite: { version: number; currentVersion: number; expiresAt: Date; now: Date; seatsUsed: number; seatCap: number }): InviteRefusal | null => {
  if (invite.version !== invite.currentVersion) return 'replaced'
  if (invite.expiresAt <= invite.now) return 'expired'
  if (invite.seatsUsed >= invite.seatCap) return 'full'
  return null
}

/** When a link made at `now` stops working. */
export const inviteExpiry = (now: Date): Date => new Date(now.getTime() + inviteDays * 86_400_000)

/** The page an invite link opens. */
export const joinPagePath = (token: string) => `/v1/join/${token}`

/** A token as an invite link carries it (base64url parts and a dot): anything else is not worth looking up. */
export const looksLikeInviteToken = (value: unknown): value is string => typeof value === 'string' && value.length <= 200 && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value)

/** The message to share the link in WhatsApp. */
export const inviteShareText = (teamName: string, link: string) => `Join ${teamName} on Solving Tech, the free programme for builders and installers: ${link}`
