import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import { answerStatuses, promptKinds } from '@/lib/rules/workbook'
import { actionAnswerSchema, actionDraftSchema } from '@/lib/validation'

const { id, timestamp, nullableText } = responseFields

const answerEntry = z.strictObject({
  promptId: z.string(),
  text: z.string().optional(),
  ticked: z.array(z.string()).optional(),
  choice: z.enum(['yes', 'no']).optional(),
  fileIds: z.array(id).optional().describe('Photos or the voice note, by the id the phone uploaded them with'),
})

/** A photo or voice note a learner added to an answer: theirs alone to fetch. */
export const workbookFile = z.strictObject({
  id: id.describe('The id the phone made for it'),
  kind: z.enum(['photo', 'voice']),
  url: z.string().describe('Where its owner fetches it (/api/v1/workbook/files/{id})'),
  durationSeconds: z.number().nullable().describe("A voice note's length"),
})

const sentRound = z.strictObject({
  round: z.number().int().min(1),
  sentAt: timestamp,
  answers: z.array(answerEntry),
  coachReply: nullableText,
  verdict: z.enum(['looksGood', 'anotherGo']).nullable(),
  repliedAt: timestamp.nullable(),
})

/** A lesson's "Action for this week" and the learner's answer to it. */
export const actionState = z.strictObject({
  lessonId: id,
  title: nullableText,
  instructions: nullableText,
  prompts: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(promptKinds),
      question: z.string(),
      items: z.array(z.string()).describe("A checklist's items; empty for other kinds"),
    }),
  ),
  answer: z.strictObject({
    status: z.enum(answerStatuses).describe('draft: not sent; waiting: with the coach; looksGood or anotherGo: the coach replied'),
    round: z.number().int().min(0).describe('How many times it was sent'),
    answers: z.array(answerEntry).describe('What the learner is writing (or last sent)'),
    draftSavedAt: timestamp.nullable(),
    sentAt: timestamp.nullable(),
    canSend: z.boolean().describe('False while the last send waits for a reply'),
    rounds: z.array(sentRound).describe('Every send and its reply, newest first'),
    files: z.array(workbookFile),
  }),
})
export type ActionStateBody = z.infer<typeof actionState>

/** Workbook's schemas by the names the OpenAPI document gives them. */
export const workbookSchemas = {
  request: { ActionAnswerRequest: actionAnswerSchema, ActionDraftRequest: actionDraftSchema },
  response: { ActionState: actionState, WorkbookFile: workbookFile },
}
