import type { Payload, PayloadRequest } from 'payload'

import { landing } from './data/landing'
import { mission } from './data/mission'

/** The landing and mission copy, written only while still empty. */
export const seedGlobals = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const currentLanding = await payload.findGlobal({ slug: 'landing', req, depth: 0 })
  if (!currentLanding.hero?.title) await payload.updateGlobal({ slug: 'landing', req, data: landing })

  const currentMission = await payload.findGlobal({ slug: 'mission', req, depth: 0 })
  if (!currentMission.heading) await payload.updateGlobal({ slug: 'mission', req, data: mission })
}
