import type { UIFieldServerComponent } from 'payload'

import { findLearnerPanel } from '@/domains/reports'
import { LearnerPanel } from '@/domains/reports/ui/LearnerPanel'
import { RefreshedAfterSave } from '@/domains/reports/ui/RefreshedAfterSave'
import { relationId } from '@/lib/rules/ids'

/** "About the learner" on a document that names a learner (an answer to review, a mentoring booking). */
export const LearnerPanelField: UIFieldServerComponent = async ({ data, payload }) => {
  const learnerId = relationId(data?.learner)
  const panel = learnerId ? await findLearnerPanel(payload, learnerId) : null
  if (!panel) return null
  return (
    <RefreshedAfterSave learnerId={panel.id}>
      <LearnerPanel panel={panel} />
    </RefreshedAfterSave>
  )
}
