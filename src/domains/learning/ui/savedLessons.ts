'use client'

import { builtAssetUrls } from '@/lib/browser/offline/builtAssets'
import { forgetOtherLearnersLessons } from '@/lib/browser/offline/forgetTheLearner'
import { lessonPagePath, savedAssetsCache, savedLessonsCache, savedLessonsOwnerKey } from '@/lib/browser/offline/offlineNames'
import { storedList } from '@/lib/browser/offline/storedList'
import { tellWorkerWhoIsSignedIn } from '@/lib/browser/offline/workerMessages'
import { readStoredUser } from '@/lib/browser/storedUser'
import { pathOf } from '@/lib/contract/routes'

import { learningOffline, learningRoutes } from '../contract/routes'

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
  await Promise.all([
    storeBuiltAssets(builtAssetUrls(await page.text())),
    lesson.videoUrl ? storeRequired(cache, lesson.videoUrl) : null,
    lesson.captionsUrl ? storeIfPresent(cache, lesson.captionsUrl) : null,
    storeIfPresent(cache, pathOf(learningRoutes.lessonTranscript, { lessonId: lesson.id })),
  ])
  const saved: SavedLesson = { id: lesson.id, title: lesson.title, courseTitle: lesson.courseTitle, savedAt: new Date().toISOString() }
  savedLessons.write([saved, ...savedLessons.read().filter((each) => each.id !== lesson.id)])
  await navigator.storage?.persist?.().catch(() => false)
}

export const removeSavedLesson = async (lessonId: string): Promise<void> => {
  const cache = await caches.open(savedLessonsCache)
  const files = learningOffline.savedFiles.map((route) => pathOf(route, { lessonId }))
  await Promise.all([lessonPagePath(lessonId), ...files].map((url) => cache.delete(url)))
  savedLessons.write(savedLessons.read().filter((saved) => saved.id !== lessonId))
}
