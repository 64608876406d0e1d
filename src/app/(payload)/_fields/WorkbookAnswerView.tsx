import type { UIFieldServerComponent } from 'payload'

import { findAnswerForStaff } from '@/domains/workbook'
import { AnswerRounds } from '@/domains/workbook/ui/AnswerRounds'
import { isId } from '@/lib/rules/ids'

/** "Their answer" on an answer's page in the admin: the action's questions and every round the learner sent, with replies. */
export const WorkbookAnswerView: UIFieldServerComponent = async ({ id, payload }) => {
  const state = isId(id) ? await findAnswerForStaff(payload, id) : null
  if (!state) return null
  return <AnswerRounds state={state} />
}
