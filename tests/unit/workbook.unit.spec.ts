import { describe, expect, it } from 'vitest'

import { isQueuedWrite } from '@/domains/offline'
import { fitAnswers } from '@/domains/workbook/fitAnswers'
import { checklistItems, isActionDone, mediaTypeOf, maySend, waitedFor } from '@/lib/rules/workbook'
import { actionAnswerSchema } from '@/lib/validation/workbook'

const prompts = [
  { id: 'short', kind: 'shortText' as const, question: 'Which job?', items: [] },
  { id: 'list', kind: 'checklist' as const, question: 'What did you do?', items: ['Timed quotes', 'Asked the team'] },
  { id: 'yes', kind: 'yesNo' as const, question: 'Did you?', items: [] },
  { id: 'photo', kind: 'photo' as const, question: 'A photo', items: [] },
  { id: 'voice', kind: 'voice' as const, question: 'Say it', items: [] },
]
const photoId = '11111111-1111-4111-8111-111111111111'
const voiceId = '22222222-2222-4222-8222-222222222222'
const uploaded = new Map([
  [photoId, 'photo' as const],
  [voiceId, 'voice' as const],
])

describe('fitting answers to their action', () => {
  it('keeps answers that fit, trimmed and without repeats, and drops empty ones', () => {
    const { answers, errors } = fitAnswers(
      prompts,
      [
        { promptId: 'short', text: '  Quoting ' },
        { promptId: 'list', ticked: ['Timed quotes', 'Timed quotes'] },
        { promptId: 'yes', choice: 'no' },
        { promptId: 'photo', fileIds: [photoId] },
        { promptId: 'voice', fileIds: [] },
      ],
      uploaded,
    )
    expect(errors).toEqual([])
    expect(answers).toEqual([
      { promptId: 'short', text: 'Quoting' },
      { promptId: 'list', ticked: ['Timed quotes'] },
      { promptId: 'yes', choice: 'no' },
      { promptId: 'photo', fileIds: [photoId] },
    ])
  })

  it('names each answer that does not fit, by its place in the list', () => {
    const { errors } = fitAnswers(
      prompts,
      [
        { promptId: 'short', text: 'x'.repeat(201) },
        { promptId: 'short', text: 'again' },
        { promptId: 'yes', text: 'yes' },
        { promptId: 'photo', fileIds: [voiceId] },
        { promptId: 'voice', fileIds: [voiceId, voiceId] },
        { promptId: 'list', ticked: ['Something else'] },
      ],
      uploaded,
    )
    expect(errors).toEqual([
      { field: 'answers.0.text', message: 'Keep this answer under 200 characters' },
      { field: 'answers.1.promptId', message: 'Each question can be answered once' },
      { field: 'answers.2.text', message: 'This question is not answered with text' },
      { field: 'answers.3.fileIds', message: 'A photo was not uploaded: add it again' },
      { field: 'answers.4.fileIds', message: 'Add one voice note' },
      { field: 'answers.5.ticked', message: 'Tick items of this checklist only: reload the lesson' },
    ])
  })
})

describe('the workbook rules', () => {
  it('reads checklist items one a line, at most 12', () => {
    expect(checklistItems(' One \n\nTwo\n')).toEqual(['One', 'Two'])
    expect(checklistItems(Array.from({ length: 20 }, (_, index) => `Item ${index}`).join('\n'))).toHaveLength(12)
    expect(checklistItems(null)).toEqual([])
  })

  it('counts an action done once sent, and allows one send per round', () => {
    expect([isActionDone(null), isActionDone('draft'), isActionDone('waiting'), isActionDone('looksGood')]).toEqual([false, false, true, true])
    expect([maySend(undefined), maySend('draft'), maySend('waiting'), maySend('anotherGo')]).toEqual([true, true, false, true])
  })

  it('says how long an answer has waited, in words', () => {
    const sent = new Date('2026-11-20T09:00:00Z')
    expect(waitedFor(sent, new Date('2026-11-20T09:30:00Z'))).toBe('under an hour')
    expect(waitedFor(sent, new Date('2026-11-20T10:00:00Z'))).toBe('1 hour')
    expect(waitedFor(sent, new Date('2026-11-21T20:00:00Z'))).toBe('35 hours')
    expect(waitedFor(sent, new Date('2026-11-26T09:00:00Z'))).toBe('6 days')
  })

  it('reads the media type of an upload without its parameters', () => {
    expect(mediaTypeOf('audio/webm;codecs=opus')).toBe('audio/webm')
    expect(mediaTypeOf(' IMAGE/JPEG ')).toBe('image/jpeg')
    expect(mediaTypeOf(null)).toBe('')
  })

  it('asks every send for an id made by the phone', () => {
    expect(actionAnswerSchema.safeParse({ answers: [] }).success).toBe(false)
    expect(actionAnswerSchema.safeParse({ clientId: photoId, answers: [{ promptId: 'short', text: 'x' }] }).success).toBe(true)
  })

  it('queues an action answer and its photos and voice notes offline, in the worker', () => {
    expect(isQueuedWrite('POST', '/api/v1/lessons/7/action/answer')).toBe(true)
    expect(isQueuedWrite('POST', '/api/v1/lessons/7/action/draft')).toBe(false)
    expect(isQueuedWrite('PUT', `/api/v1/lessons/7/action/files/${photoId}`)).toBe(true)
    expect(isQueuedWrite('PUT', '/api/v1/workbook/files/x')).toBe(false)
  })
})
