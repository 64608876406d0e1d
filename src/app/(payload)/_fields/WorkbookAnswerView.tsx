import type { UIFieldServerComponent } from 'payload'

import { AnswerRounds } from '@/components/admin/workbook/AnswerRounds'
import { findAnswerForStaff } from '@/domains/workbook'
import { isId } from '@/lib/rules/ids'

/** "Their answer" on an answer's page in the admin: the action's questions and every round the learner sent, with replies. */
export const WorkbookAnswerView: UIFieldServerComponent = async ({ id, payload }) => {
  const state = isId(id) ? await findAnswerForStaff(payload, id) : null
  if (!state) return null
  return <AnswerRounds state={state} />
}
