'use client'

import type { CheckStage } from '@/lib/rules/impactChecks'
import type { ImpactCheckAnswers } from '@/lib/validation/impactChecks'

import { storedList } from '@/lib/browser/offline/storedList'
import { queuedByWorker } from '@/lib/browser/offline/workerMessages'

import { callImpact } from './impactApi'

/** Checks answered or skipped on this phone without signal ("courseId:stage"), shown as done until the server has them. */
export const queuedChecks = storedList<string>('offlineImpactChecks')

export const queuedCheckKey = (courseId: string, stage: CheckStage) => `${courseId}:${stage}`

export type CheckOutcome = 'sent' | 'queued'

/**
 * Sends an answer or a skip now or, when the connection fails and the service worker has queued the request, keeps
 * a note on the phone until it is sent. A refusal from the server still throws.
 */
const sendOrQueue = async (courseId: string, stage: CheckStage, send: () => Promise<unknown>): Promise<CheckOutcome> => {
  try {
    await send()
    return 'sent'
  } catch (error) {
    if (!queuedByWorker(error)) throw error
    const key = queuedCheckKey(courseId, stage)
    if (!queuedChecks.read().includes(key)) queuedChecks.write([...queuedChecks.read(), key])
    return 'queued'
  }
}

export const sendCheckAnswers = (courseId: string, stage: CheckStage, answers: ImpactCheckAnswers) =>
  sendOrQueue(courseId, stage, () => callImpact('answerCheck', { params: { courseId, stage }, body: answers }))

export const skipCheckForNow = (courseId: string, stage: CheckStage) =>
  sendOrQueue(courseId, stage, () => callImpact('skipCheck', { params: { courseId, stage }, body: {} }))
