import { z } from 'zod'

import { workbookLimits } from '@/lib/rules/workbook'
import { userId, uuid } from './fields'

export const workbookMessages = {
  promptId: 'Each answer needs the id of its question',
  text: `Answers can be up to ${workbookLimits.longText} characters`,
  ticked: `Tick at most ${workbookLimits.checklistItems} items`,
  choice: 'Choose yes or no',
  fileIds: `Add at most ${workbookLimits.photos} photos`,
  fileId: 'Each photo or voice note needs the id it was uploaded with',
  answers: `An action has at most ${workbookLimits.prompts} questions`,
  clientId: 'Each send needs an id made by the phone (a UUID)',
  nothingToSend: 'Answer at least one question before you send',
}

/**
 * The answer to one prompt: text (short or long), the ticked items of a checklist, yes or no, or the ids of the photos
 * or the voice note uploaded for it. Which one a prompt takes is checked against the action itself.
 */
export const answerEntrySchema = z
  .object({
    promptId: z.string({ error: workbookMessages.promptId }).min(1, workbookMessages.promptId).max(64, workbookMessages.promptId),
    text: z.string({ error: 'Answers must be text' }).max(workbookLimits.longText, workbookMessages.text).optional(),
    ticked: z
      .array(z.string({ error: 'Ticked items must be text' }).max(workbookLimits.checklistItem, 'Ticked items must be text'), { error: workbookMessages.ticked })
      .max(workbookLimits.checklistItems, workbookMessages.ticked)
      .optional(),
    choice: z.enum(['yes', 'no'], { error: workbookMessages.choice }).optional(),
    fileIds: z.array(uuid(workbookMessages.fileId), { error: workbookMessages.fileIds }).max(workbookLimits.photos, workbookMessages.fileIds).optional(),
  })
  .strict()

export type AnswerEntry = z.output<typeof answerEntrySchema>

const answers = () => z.array(answerEntrySchema, { error: 'answers must be a list' }).max(workbookLimits.prompts, workbookMessages.answers)

/** "Save" as the learner types (PUT /api/v1/lessons/{id}/action/draft). */
export const actionDraftSchema = z.object({ userId: userId(), answers: answers() })

/** "Send to my coach" (POST /api/v1/lessons/{id}/action/answer): `clientId` makes a repeat (the offline queue's) harmless. */
export const actionAnswerSchema = z.object({ userId: userId(), clientId: uuid(workbookMessages.clientId), answers: answers() })

export type ActionDraftInput = z.input<typeof actionDraftSchema>
export type ActionAnswerInput = z.input<typeof actionAnswerSchema>
