import { z } from 'zod'

import { changesQuestion, checkMessages, confidenceQuestions, figureQuestions, type ConfidenceQuestion, type FigureQuestion } from '@/lib/rules/impactChecks'

import { optionalText, userId } from './fields'

const confidence = () => z.number({ error: checkMessages.confidence }).int(checkMessages.confidence).min(1, checkMessages.confidence).max(5, checkMessages.confidence)

const figure = (max: number) => z.number({ error: checkMessages.figure(max) }).min(0, checkMessages.figure(max)).max(max, checkMessages.figure(max))

/**
 * POST /api/v1/courses/{courseId}/checks/{stage}: confidence 1 to 5 on each learning point, the two figures, and (at
 * the follow-up) what changed. The rules and words are src/lib/rules/impactChecks.ts, which the form checks with too.
 */
export const impactCheckSchema = z.object({
  ...(Object.fromEntries(confidenceQuestions.map(({ name }) => [name, confidence()])) as Record<ConfidenceQuestion, ReturnType<typeof confidence>>),
  ...(Object.fromEntries(figureQuestions.map(({ name, max }) => [name, figure(max)])) as Record<FigureQuestion, ReturnType<typeof figure>>),
  changes: optionalText(changesQuestion.maxLength).transform((value) => value ?? null),
  userId: userId(),
})

export type ImpactCheckAnswers = Omit<z.output<typeof impactCheckSchema>, 'userId'>
