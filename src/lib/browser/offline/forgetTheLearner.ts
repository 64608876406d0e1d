'use client'

import { savedLessonsCache, savedLessonsOwnerKey } from './offlineNames'
import { forgetStoredLists } from './storedList'
import { dropQueuedWrites, sendQueuedWrites } from './workerMessages'

/**
 * Removes the saved lessons and every list a module keeps on this phone for the learner (the saved lessons' list, the
 * completions and checks shown as done, the workbook answers waiting for signal), so the next person sees none of it.
 */
const removeSavedLearning = async (): Promise<void> => {
  try {
    if (typeof caches !== 'undefined') await caches.delete(savedLessonsCache)
  } catch (error) {
    console.error('Clearing the saved lessons failed', error)
  }
  forgetStoredLists()
}

/**
 * Signing out on a shared phone, with signal: first send what the phone still holds (the session is still there),
 * then remove the saved lessons, the queue and the local completions. Never throws.
 */
export const forgetOfflineLearning = async (): Promise<void> => {
  await sendQueuedWrites()
  await dropQueuedWrites()
  await removeSavedLearning()
}

/**
 * Signing out without signal: the saved lessons and local completions go at once; the queued writes stay with the
 * service worker, which sends them (under the learner's session, which still stands) and then ends the session.
 */
export const forgetOfflineLearningUntilOnline = removeSavedLearning

/** The learner whose lessons are saved on this phone, if any. */
const savedLessonsOwner = async (): Promise<string | null> =>
  typeof caches === 'undefined' ? null : ((await (await caches.open(savedLessonsCache)).match(savedLessonsOwnerKey))?.text() ?? null)

/**
 * Someone else signed in on this phone: the previous learner's saved lessons, queued writes (they cannot be sent
 * under another session) and local completions go. Never throws.
 */
export const forgetOtherLearnersLessons = async (learnerId: string): Promise<void> => {
  try {
    const owner = await savedLessonsOwner()
    if (owner === null || owner === learnerId) return
    await dropQueuedWrites()
    await removeSavedLearning()
  } catch (error) {
    console.error("Clearing another learner's saved lessons failed", error)
  }
}
