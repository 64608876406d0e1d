import 'server-only'

import type { Payload } from 'payload'

import { findWhatsAppGroupLink } from '@/domains/content'
import { isInProgramme } from '@/domains/learning'

/**
 * The group as a learner may see it: nothing for someone not enrolled in a course of the programme whose lessons they
 * can open; for a learner who is, its invite link, or null while staff have set none (the learner is told it will come).
 */
export type GroupInvite = { enrolled: false } | { enrolled: true; link: string | null }

export const findGroupInvite = async (payload: Payload, learnerId: string): Promise<GroupInvite> =>
  (await isInProgramme(payload, learnerId)) ? { enrolled: true, link: await findWhatsAppGroupLink(payload) } : { enrolled: false }

/** The group's invite link for a learner enrolled in a course of the programme whose lessons they can open; null for anyone else. */
export const groupLinkFor = async (payload: Payload, learnerId: string): Promise<string | null> => {
  const invite = await findGroupInvite(payload, learnerId)
  return invite.enrolled ? invite.link : null
}
