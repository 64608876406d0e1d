import type { ServerFunction, ServerFunctionHandler } from 'payload'

import { isStaffRequest } from '@/access'
import { findLearnerPanel } from '@/domains/reports'
import { LearnerPanel } from '@/domains/reports/ui/LearnerPanel'
import { learnerPanelFunction } from '@/domains/reports/ui/learnerPanelFunction'

/** The learner panel drawn on the server, for staff only: nothing for anyone else or for an unknown learner. */
const drawLearnerPanel: ServerFunction<{ learnerId?: unknown }> = async ({ req, learnerId }) => {
  if (!isStaffRequest(req) || typeof learnerId !== 'string') return null
  const panel = await findLearnerPanel(req.payload, learnerId)
  return panel ? <LearnerPanel panel={panel} /> : null
}

/** The admin's own server functions, called from its screens with useServerFunctions(). */
export const adminServerFunctions: NonNullable<Parameters<ServerFunctionHandler>[0]['serverFunctions']> = { [learnerPanelFunction]: drawLearnerPanel }
