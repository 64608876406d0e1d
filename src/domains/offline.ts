import { matchesRoute, type OfflineRoutes } from '@/lib/contract/routes'

import { impactOffline } from './impact/contract/routes'
import { learningOffline } from './learning/contract/routes'
import { workbookOffline } from './workbook/contract/routes'

/**
 * What each module's requests do on a phone without signal, for the service worker (src/app/sw.ts): a module whose
 * writes wait for signal, or whose files a learner saves, adds one line.
 */
const modulesOffline: OfflineRoutes[] = [learningOffline, workbookOffline, impactOffline]

const queuedWrites = modulesOffline.flatMap(({ queuedWrites = [] }) => queuedWrites)
const savedFiles = modulesOffline.flatMap(({ savedFiles = [] }) => savedFiles)

/** A write the worker queues when it fails for want of a connection (a completion, a check, an answer, a photo). */
export const isQueuedWrite = (method: string, pathname: string): boolean =>
  queuedWrites.some((route) => route.method === method.toLowerCase() && matchesRoute(route, pathname))

/** A file the worker serves from the phone once the learner saved its lesson (video, captions, transcript). */
export const isSavedFile = (pathname: string): boolean => savedFiles.some((route) => matchesRoute(route, pathname))
