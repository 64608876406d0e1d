/**
 * What the service worker (src/app/sw.ts) and the pages agree on: cache names, the queue of writes made offline, the
 * messages between them, and which URLs belong to a saved lesson. No browser API here, so both sides can import it.
 */
/** Saved lesson pages and their files (video, captions, transcript), keyed by URL. */
export const savedLessonsCache = 'saved-lessons'
/** The built scripts, styles and fonts that saved pages and the offline page need (hashed names, never stale). */
export const savedAssetsCache = 'saved-lesson-assets'
/** Completions, playback reports, workbook answers with their photos and voice notes, and checks answered, that failed for want of a connection, replayed in order when it returns. */
export const learningWritesQueue = 'learning-writes'
/**
 * What the worker must remember between its starts: who is signed in on this phone (the pages tell it), and a
 * sign-out made without signal that the server has yet to hear of.
 */
export const workerStateCache = 'solvingtech-worker-state'
/** Keys in that cache, and the saved lessons' owner in the saved lessons' cache. */
export const signedInLearnerKey = '/__signed-in-learner'
export const pendingSignOutKey = '/__pending-sign-out'
export const savedLessonsOwnerKey = '/__saved-lessons-owner'

/** The page asks the worker to send the queued writes now; the worker answers on the message's port. */
export const replayQueuedWritesMessage = 'REPLAY_QUEUED_WRITES'
/** The page asks the worker to drop the queued writes (sign-out on a shared phone). */
export const dropQueuedWritesMessage = 'DROP_QUEUED_WRITES'
/** The page tells the worker who is signed in (`learnerId`, or null). */
export const signedInLearnerMessage = 'SIGNED_IN_LEARNER'
/** The page signed out without signal: the worker ends the server's session before any page is shown again. */
export const pendingSignOutMessage = 'PENDING_SIGN_OUT'

/** The plain page served for a page that needs the network when there is none. */
export const offlinePagePath = '/offline'

const lessonPagePattern = /^\/v1\/lessons?\/([^/]+)\/?$/

/** The lesson screen's own URL (/v1/lessons/{id}); /v1/lesson/{id} is the same screen. */
export const lessonPagePath = (lessonId: string) => `/v1/lessons/${lessonId}`

/** The lesson id of a lesson screen's path, or null. */
export const lessonIdOfPage = (pathname: string): string | null => lessonPagePattern.exec(pathname)?.[1] ?? null
