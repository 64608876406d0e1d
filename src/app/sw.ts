/// <reference lib="webworker" />
/**
 * The service worker, bundled by @serwist/next into public/sw.js (production builds only). It is conservative:
 * pages always come from the network, and only when the network fails does a learner get a lesson they saved or the
 * plain offline page. Lesson files and built assets are served from the phone only once the learner saved them
 * (nothing is cached as a side effect of browsing, so nothing personal is kept for staff or the next person). Lesson
 * completions and playback reports that fail for want of a connection are queued and sent when it returns.
 */
import { BackgroundSyncQueue, CacheFirst, NetworkOnly, RangeRequestsPlugin, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist'

import { builtAssetUrls } from '../lib/browser/offline/builtAssets'
import {
  dropQueuedWritesMessage,
  isLessonFile,
  isLessonWrite,
  learningWritesQueue,
  lessonIdOfPage,
  lessonPagePath,
  offlinePagePath,
  replayQueuedWritesMessage,
  savedAssetsCache,
  savedLessonsCache,
} from '../lib/browser/offline/offlineNames'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

/** Saved copies are looked up by URL alone: the request headers a video element or a navigation sends vary. */
const byUrl = { ignoreVary: true } as const

const oneWeekInMinutes = 7 * 24 * 60

const writesQueue = new BackgroundSyncQueue(learningWritesQueue, { maxRetentionTime: oneWeekInMinutes })

const queueWhenOffline: SerwistPlugin = {
  fetchDidFail: async ({ request }) => writesQueue.pushRequest({ request }),
}

/** Only an explicit "Save for offline" writes to the saved caches; browsing never does. */
const onlyExplicitSaves: SerwistPlugin = { cacheWillUpdate: async () => null }

/** A lesson saved with its low-data video plays that copy wherever the page asks for the full one. */
const savedLowDataVideoStandsIn: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request, mode }) => {
    if (mode !== 'read' || !request.url.endsWith('/video')) return request
    const lowDataUrl = request.url.replace(/\/video$/, '/low-data-video')
    const saved = await caches.match(lowDataUrl, { ...byUrl, cacheName: savedLessonsCache })
    // The original headers travel with the key, so a Range request stays one.
    return saved ? new Request(lowDataUrl, { headers: request.headers }) : request
  },
}

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isLessonWrite(url.pathname),
      method: 'POST',
      handler: new NetworkOnly({ plugins: [queueWhenOffline] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isLessonFile(url.pathname),
      handler: new CacheFirst({ cacheName: savedLessonsCache, matchOptions: byUrl, plugins: [savedLowDataVideoStandsIn, onlyExplicitSaves, new RangeRequestsPlugin()] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: savedAssetsCache, matchOptions: byUrl, plugins: [onlyExplicitSaves] }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/admin') && !url.pathname.startsWith('/api/'),
      handler: new NetworkOnly({
        plugins: [
          {
            handlerDidError: async ({ request }) => {
              const lessonId = lessonIdOfPage(new URL(request.url).pathname)
              const savedLesson = lessonId ? await caches.match(lessonPagePath(lessonId), { ...byUrl, cacheName: savedLessonsCache }) : undefined
              return savedLesson ?? (await serwist.matchPrecache(offlinePagePath)) ?? Response.error()
            },
          },
        ],
      }),
    },
  ],
})

let replaying: Promise<boolean> | null = null

/** Sends the queued writes; true once the queue is empty. The server's idempotent writes make a repeat harmless. */
const replayQueuedWrites = (): Promise<boolean> => {
  replaying ??= writesQueue
    .replayRequests()
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      replaying = null
    })
  return replaying
}

const dropQueuedWrites = async (): Promise<boolean> => {
  while (await writesQueue.shiftRequest()) {
    // Each call removes one queued write.
  }
  return true
}

/** The offline page's own scripts and styles, so it looks right on a phone that never saved a lesson. */
const storeOfflinePageAssets = async () => {
  const page = await fetch(offlinePagePath)
  if (!page.ok) return
  const cache = await caches.open(savedAssetsCache)
  await Promise.allSettled(builtAssetUrls(await page.text()).map((url) => cache.add(url)))
}

self.addEventListener('install', (event) => event.waitUntil(storeOfflinePageAssets().catch(() => undefined)))

self.addEventListener('message', (event) => {
  const reply = (work: Promise<boolean>) => event.waitUntil(work.then((done) => event.ports[0]?.postMessage({ done })))
  if (event.data?.type === replayQueuedWritesMessage) reply(replayQueuedWrites())
  if (event.data?.type === dropQueuedWritesMessage) reply(dropQueuedWrites())
})

serwist.addEventListeners()

// Headless and some mobile browsers never fire `sync`: also try whenever the worker starts.
void replayQueuedWrites()
