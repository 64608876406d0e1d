'use client'

import { storedList } from '@/lib/browser/offline/storedList'
import { queuedByWorker } from '@/lib/browser/offline/workerMessages'

import { callLearning } from './learningApi'

/** Lessons completed on this phone while offline, shown as completed until the server has the completion. */
export const queuedCompletions = storedList<string>('offlineCompletions')

export type CompletionOutcome = 'sent' | 'queued'

/**
 * "Mark as Complete": sent now, or, when the connection fails and the service worker has queued the request, kept
 * on the phone and sent when the connection returns. A refusal from the server (locked, signed out) still throws.
 */
export const completeLesson = async (lessonId: string, userId: string): Promise<CompletionOutcome> => {
  try {
    await callLearning('completeLesson', { params: { lessonId }, body: { userId } })
    return 'sent'
  } catch (error) {
    if (!queuedByWorker(error)) throw error
    const queued = queuedCompletions.read()
    if (!queued.includes(lessonId)) queuedCompletions.write([...queued, lessonId])
    return 'queued'
  }
}

/** The server has the completion: the phone's copy is no longer needed. */
export const forgetQueuedCompletion = (lessonId: string) => {
  const queued = queuedCompletions.read()
  if (queued.includes(lessonId)) queuedCompletions.write(queued.filter((id) => id !== lessonId))
}
