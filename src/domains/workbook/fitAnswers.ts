import type { FieldError } from '@/lib/server/http/apiError'
import type { AnswerEntry } from '@/lib/validation/workbook'
import { workbookLimits } from '@/lib/rules/workbook'

import type { ActionPrompt } from './actions'

type UploadedKinds = ReadonlyMap<string, 'photo' | 'voice'>

const isAnswered = (entry: AnswerEntry): boolean =>
  Boolean(entry.text?.trim()) || (entry.ticked?.length ?? 0) > 0 || entry.choice !== undefined || (entry.fileIds?.length ?? 0) > 0

/**
 * Fits answers to the action they answer: each names one of its prompts, once, with the kind of answer that prompt
 * takes (text within its length, ticked items of its checklist, yes or no, photos or a voice note this learner uploaded
 * for this lesson). Empty answers are dropped. The answers to keep, or one error per entry that does not fit.
 */
export const fitAnswers = (prompts: readonly ActionPrompt[], entries: readonly AnswerEntry[], uploaded: UploadedKinds): { answers: AnswerEntry[]; errors: FieldError[] } => {
  const errors: FieldError[] = []
  const answers: AnswerEntry[] = []
  const seen = new Set<string>()
  entries.forEach((entry, index) => {
    const at = (field: string, message: string) => errors.push({ field: `answers.${index}.${field}`, message })
    const prompt = prompts.find((each) => each.id === entry.promptId)
    if (!prompt) return at('promptId', 'This question is no longer part of the action: reload the lesson')
    if (seen.has(prompt.id)) return at('promptId', 'Each question can be answered once')
    seen.add(prompt.id)
    const { kind } = prompt
    const textKind = kind === 'shortText' || kind === 'longText'
    if (entry.text !== undefined && !textKind) return at('text', 'This question is not answered with text')
    if (entry.ticked !== undefined && kind !== 'checklist') return at('ticked', 'This question is not a checklist')
    if (entry.choice !== undefined && kind !== 'yesNo') return at('choice', 'This question is not a yes or no')
    if (entry.fileIds !== undefined && kind !== 'photo' && kind !== 'voice') return at('fileIds', 'This question takes no photo or voice note')
    if (kind === 'shortText' && (entry.text?.length ?? 0) > workbookLimits.shortText) return at('text', `Keep this answer under ${workbookLimits.shortText} characters`)
    if (entry.ticked?.some((item) => !prompt.items.includes(item))) return at('ticked', 'Tick items of this checklist only: reload the lesson')
    if (kind === 'voice' && (entry.fileIds?.length ?? 0) > 1) return at('fileIds', 'Add one voice note')
    const wrongFile = entry.fileIds?.find((id) => uploaded.get(id) !== kind)
    if (wrongFile) return at('fileIds', kind === 'photo' ? 'A photo was not uploaded: add it again' : 'The voice note was not uploaded: record it again')
    if (!isAnswered(entry)) return
    answers.push({
      promptId: prompt.id,
      ...(entry.text !== undefined ? { text: entry.text.trim() } : {}),
      ...(entry.ticked !== undefined ? { ticked: [...new Set(entry.ticked)] } : {}),
      ...(entry.choice !== undefined ? { choice: entry.choice } : {}),
      ...(entry.fileIds !== undefined ? { fileIds: [...new Set(entry.fileIds)] } : {}),
    })
  })
  return { answers, errors }
}

/** Every file id the answers name. */
export const fileIdsOf = (entries: readonly AnswerEntry[]): string[] => [...new Set(entries.flatMap((entry) => entry.fileIds ?? []))]
