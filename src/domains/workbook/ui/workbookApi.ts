'use client'

import { ApiRequestError, apiCaller } from '@/lib/browser/apiClient'
import { queuedByWorker } from '@/lib/browser/offline/workerMessages'
import { pathOf } from '@/lib/contract/routes'
import type { AnswerEntry } from '@/lib/validation/workbook'

import type { workbookOperations } from '../contract/operations'
import { workbookRoutes } from '../contract/routes'
import type { ActionStateBody } from '../contract/schemas'
import { queuedActionSends } from './workbookOnThePhone'

/** The workbook's operations, called by name from the screens: `callWorkbook('action', { params: { lessonId } })`. */
export const callWorkbook = apiCaller<typeof workbookOperations>(workbookRoutes)

export const actionQueryKey = (lessonId: string) => ['action', lessonId] as const

export const fetchAction = (lessonId: string) => callWorkbook('action', { params: { lessonId } })

/** Saves what the learner is writing; throws a TypeError when there is no connection (the caller keeps it on the phone). */
export const saveActionDraft = (lessonId: string, answers: AnswerEntry[]) => callWorkbook('actionDraft', { params: { lessonId }, body: { answers } })

export type SendOutcome = { outcome: 'sent'; state: ActionStateBody } | { outcome: 'queued' }

/**
 * "Send to my coach": sent now, or, without signal, held by the service worker and sent when the connection returns
 * (`clientId` makes that send count once). A refusal from the server still throws.
 */
export const sendActionAnswer = async (lessonId: string, clientId: string, answers: AnswerEntry[]): Promise<SendOutcome> => {
  try {
    return { outcome: 'sent', state: await callWorkbook('actionAnswer', { params: { lessonId }, body: { clientId, answers } }) }
  } catch (error) {
    if (!queuedByWorker(error)) throw error
    queuedActionSends.write([...queuedActionSends.read().filter((each) => each.lessonId !== lessonId), { lessonId, clientId, answers, queuedAt: new Date().toISOString() }])
    return { outcome: 'queued' }
  }
}

/** A photo or voice note for a prompt, uploaded under the id the phone made for it; 'queued' without signal. */
export const uploadActionFile = async (lessonId: string, fileId: string, file: Blob): Promise<'sent' | 'queued'> => {
  let response: Response
  try {
    response = await fetch(pathOf(workbookRoutes.actionFile, { lessonId, fileId }), {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    })
  } catch (error) {
    if (queuedByWorker(error)) return 'queued'
    throw error
  }
  if (response.ok) return 'sent'
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  throw new ApiRequestError(response.status, body.message ?? `${response.status}: ${response.statusText}`)
}
