import { z } from 'zod'

import { isStaffRequest } from '@/access'
import { removeSampleData } from '@/domains/impact'
import { endpoint, json, parseInput, readJsonBody, unauthorized } from '@/lib/server/http'

const confirmation = z.object({ confirm: z.literal(true, { error: 'Tick the box to confirm that the sample data goes.' }) })

/**
 * POST /api/reports/sample-data/remove: staff remove what the sample content invented (its learners and businesses,
 * with their answers), in one transaction, audited. Answers how many of each went.
 */
export const removeSampleDataEndpoint = endpoint('post', '/reports/sample-data/remove', async (req) => {
  if (!isStaffRequest(req)) throw unauthorized()
  parseInput(confirmation, await readJsonBody(req))
  const removed = await removeSampleData(req)
  return json({ message: `Removed ${removed.learners} sample learners and ${removed.businesses} sample businesses with their answers.`, ...removed })
})
