'use client'

import { builtAssetUrls } from './builtAssets'
import { readStoredUser } from '../storedUser'
import { lessonFileUrls, lessonPagePath, savedAssetsCache, savedLessonsCache, savedLessonsOwnerKey } from './offlineNames'
import { queuedChecks } from './queuedChecks'
import { queuedCompletions } from './queuedCompletions'
import { forgetWorkbookOnThePhone } from './workbookOnThePhone'
import { storedList } from './storedList'
import { dropQueuedWrites, sendQueuedWrites, tellWorkerWhoIsSignedIn } from './workerMessages'

export type SavedLesson = { id: string; title: string; courseTitle: string; savedAt: string }

/** What "Save for offline" needs to know about the lesson on screen. */
export type LessonToSave = Omit<SavedLesson, 'savedAt'> & { videoUrl: string | null; captionsUrl: string | null }

/** The lessons saved on this phone, newest first. */
export const savedLessons = storedList<SavedLesson>('offlineLessons')

const fetchOk = async (url: string): Promise<Response | null> => {
  const response = await fetch(url, { credentials: 'same-origin' })
  // A redirect means the session ended (sign-in page): a phone must not keep that as the lesson.
  return response.ok && !response.redirected ? response : null
}

const storeRequired = async (cache: Cache, url: string) => {
  const response = await fetchOk(url)
  if (!response) throw new Error('The lesson could not be downloaded')
  await cache.put(url, response.clone())
  return response
}

/** Captions and the transcript are stored when the lesson has them (the transcript answers 404 until it does). */
const storeIfPresent = async (cache: Cache, url: string) => {
  const response = await fetchOk(url)
  if (response) await cache.put(url, response)
}

const storeBuiltAssets = async (urls: string[]) => {
  const cache = await caches.open(savedAssetsCache)
  const missing = (await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))).filter((url) => url !== null)
  await Promise.allSettled(missing.map((url) => cache.add(url)))
}

/**
 * Stores the lesson on the phone: its page as this learner sees it, the scripts and styles that page runs, its
 * video (the low-data one when the caller passes it), captions and transcript; then lists it. Asks the browser to keep
 * the storage (it may otherwise clear it when space runs low).
 */
export const saveLessonForOffline = async (lesson: LessonToSave): Promise<void> => {
  const owner = readStoredUser()?.id
  if (!owner) throw new Error('Sign in to save lessons for offline')
  // The saved lessons are one learner's: another learner's go first (the service worker hands them to their owner only).
  await forgetOtherLearnersLessons(owner)
  const cache = await caches.open(savedLessonsCache)
  await cache.put(savedLessonsOwnerKey, new Response(owner))
  await tellWorkerWhoIsSignedIn(owner)
  const page = await storeRequired(cache, lessonPagePath(lesson.id))
  const files = lessonFileUrls(lesson.id)
  await Promise.all([
    storeBuiltAssets(builtAssetUrls(await page.text())),
    lesson.videoUrl ? storeRequired(cache, lesson.videoUrl) : null,
    lesson.captionsUrl ? storeIfPresent(cache, lesson.captionsUrl) : null,
    storeIfPresent(cache, files.transcript),
  ])
  const saved: SavedLesson = { id: lesson.id, title: lesson.title, courseTitle: lesson.courseTitle, savedAt: new Date().toISOString() }
  savedLessons.write([saved, ...savedLessons.read().filter((each) => each.id !== lesson.id)])
  await navigator.storage?.persist?.().catch(() => false)
}

export const removeSavedLesson = async (lessonId: string): Promise<void> => {
  const cache = await caches.open(savedLessonsCache)
  const files = lessonFileUrls(lessonId)
  await Promise.all([lessonPagePath(lessonId), files.video, files.lowDataVideo, files.captions, files.transcript].map((url) => cache.delete(url)))
  savedLessons.write(savedLessons.read().filter((saved) => saved.id !== lessonId))
}

/** Removes the saved lessons, the completions shown as done and the workbook answers kept on this phone, so the next person sees none of it. */
const removeSavedLearning = async (): Promise<void> => {
  try {
    if (typeof caches !== 'undefined') await caches.delete(savedLessonsCache)
  } catch (error) {
    console.error('Clearing the saved lessons failed', error)
  }
  savedLessons.clear()
  queuedCompletions.clear()
  queuedChecks.clear()
  forgetWorkbookOnThePhone()
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
