import 'server-only'

import type { Payload } from 'payload'

import { isWhatsAppGroupLink } from '@/lib/rules/community'

/**
 * The WhatsApp group's invite link staff set, if any. Not a cached public read: only enrolled learners may see it
 * (src/domains/calls/community.ts and the enrolment mail decide who).
 */
export const findWhatsAppGroupLink = async (payload: Payload): Promise<string | null> => {
  const community = await payload.findGlobal({ slug: 'community', depth: 0, overrideAccess: true })
  return isWhatsAppGroupLink(community.whatsAppGroupLink) ? community.whatsAppGroupLink : null
}
