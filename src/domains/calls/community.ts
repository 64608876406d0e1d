import 'server-only'

import type { Payload } from 'payload'

import { findWhatsAppGroupLink } from '@/domains/content'
import { isInProgramme } from '@/domains/learning'

/** The group's invite link for a learner enrolled in a course of the programme whose lessons they can open; null for anyone else. */
export const groupLinkFor = async (payload: Payload, learnerId: string): Promise<string | null> =>
  (await isInProgramme(payload, learnerId)) ? findWhatsAppGroupLink(payload) : null
