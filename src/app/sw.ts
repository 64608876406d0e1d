/// <reference lib="webworker" />
/**
 * The service worker, bundled by @serwist/next into public/sw.js (production builds only). It is conservative:
 * pages always come from the network, and only when the network fails does a learner get a lesson they saved or the
 * plain offline page. Lesson files and built assets are served from the phone only once the learner saved them
 * (nothing is cached as a side effect of browsing, so nothing personal is kept for staff or the next person), and
 * only to the learner who saved them. Lesson completions, playback reports, workbook answers (with their photos and
 * voice notes) and the course checks' answers that fail for want of a connection are queued and sent, in order, when it returns. A sign-out made without signal ends the server's session as soon as there is
 * signal, before any page is shown again. A push from the server (src/domains/notifications) shows as a notification;
 * a tap opens its page, in a window of the site already open when there is one.
 */
import { BackgroundSyncQueue, CacheFirst, NetworkOnly, RangeRequestsPlugin, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist'

import { builtAssetUrls } from '../lib/browser/offline/builtAssets'
import { fallbackNotification, notificationOfPush } from '../lib/browser/offline/pushMessages'
import {
  dropQueuedWritesMessage,
  learningWritesQueue,
  lessonIdOfPage,
  lessonPagePath,
  offlinePagePath,
  pendingSignOutKey,
  pendingSignOutMessage,
  replayQueuedWritesMessage,
  savedAssetsCache,
  savedLessonsCache,
  savedLessonsOwnerKey,
  signedInLearnerKey,
  signedInLearnerMessage,
  workerStateCache,
} from '../lib/browser/offline/offlineNames'
import { pathOf } from '../lib/contract/routes'
import { accountsRoutes } from '../domains/accounts/contract/routes'
import { isQueuedWrite, isSavedFile } from '../domains/offline'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

/** Saved copies are looked up by URL alone: the request headers a video element or a navigation sends vary. */
const byUrl = { ignoreVary: true } as const
/**
 * Built files are stored under their bare names (builtAssetUrls) and asked for with the build's `?dpl=` deployment id
 * (next.config.ts): their names carry a content hash, so the query adds nothing to tell them apart.
 */
const byBuiltFileName = { ...byUrl, ignoreSearch: true } as const

const oneWeekInMinutes = 7 * 24 * 60

let replaying: Promise<boolean> | null = null

/**
 * Sends the queued writes, one replay at a time, so they reach the server in the order they were made (a photo before
 * the answer that names it): the sync event, the pages' messages and the worker's start all ask for one. True once the
 * queue is empty. The server's idempotent writes make a repeat harmless.
 */
function replayInOrder(queue: BackgroundSyncQueue): Promise<boolean> {
  replaying ??= queue
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

const writesQueue = new BackgroundSyncQueue(learningWritesQueue, {
  maxRetentionTime: oneWeekInMinutes,
  onSync: async ({ queue }) => {
    if (!(await replayInOrder(queue))) throw new Error('Queued writes wait for signal')
  },
})

const queueWhenOffline: SerwistPlugin = {
  fetchDidFail: async ({ request }) => writesQueue.pushRequest({ request }),
}

/** What the worker remembers between its starts (who is signed in, a sign-out still to send), one small entry a key. */
const readState = async (key: string): Promise<string | null> => (await (await caches.open(workerStateCache)).match(key))?.text() ?? null

const writeState = async (key: string, value: string | null): Promise<void> => {
  const cache = await caches.open(workerStateCache)
  if (value === null) await cache.delete(key)
  else await cache.put(key, new Response(value))
}

/** Saved lessons are handed only to the learner who saved them, while the pages say they are the one signed in. */
const savedLessonsAreTheSignedInLearners = async (): Promise<boolean> => {
  const owner = await (await (await caches.open(savedLessonsCache)).match(savedLessonsOwnerKey))?.text()
  return Boolean(owner) && owner === (await readState(signedInLearnerKey))
}

const forSignedInOwnerOnly: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && (await savedLessonsAreTheSignedInLearners()) ? cachedResponse : null),
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
    ...(['POST', 'PUT'] as const).map((method) => ({
      matcher: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && isQueuedWrite(method, url.pathname),
      method,
      handler: new NetworkOnly({ plugins: [queueWhenOffline] }),
    })),
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isSavedFile(url.pathname),
      handler: new CacheFirst({
        cacheName: savedLessonsCache,
        matchOptions: byUrl,
        plugins: [savedLowDataVideoStandsIn, onlyExplicitSaves, forSignedInOwnerOnly, new RangeRequestsPlugin()],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: savedAssetsCache, matchOptions: byBuiltFileName, plugins: [onlyExplicitSaves] }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/admin') && !url.pathname.startsWith('/api/'),
      handler: new NetworkOnly({
        plugins: [
          {
            // A sign-out made offline is sent before any page: until the server has it, no page comes from it.
            requestWillFetch: async ({ request }) => {
              if (!(await finishPendingSignOut())) throw new Error('A sign-out made offline waits for signal')
              return request
            },
            handlerDidError: async ({ request }) => {
              const lessonId = lessonIdOfPage(new URL(request.url).pathname)
              const savedLesson =
                lessonId && (await savedLessonsAreTheSignedInLearners())
                  ? await caches.match(lessonPagePath(lessonId), { ...byUrl, cacheName: savedLessonsCache })
                  : undefined
              return savedLesson ?? (await serwist.matchPrecache(offlinePagePath)) ?? Response.error()
            },
          },
        ],
      }),
    },
  ],
})

const replayQueuedWrites = (): Promise<boolean> => replayInOrder(writesQueue)

const dropQueuedWrites = async (): Promise<boolean> => {
  while (await writesQueue.shiftRequest()) {
    // Each call removes one queued write.
  }
  return true
}

let signingOut: Promise<boolean> | null = null

/**
 * Finishes a sign-out made without signal: sends what the learner queued (their session still stands), then ends the
 * session on the server (its answer clears the cookie). True once no sign-out is waiting; false while there is no
 * signal.
 */
const finishPendingSignOut = (): Promise<boolean> => {
  signingOut ??= (async () => {
    if (!(await readState(pendingSignOutKey))) return true
    await replayQueuedWrites()
    try {
      await fetch(pathOf(accountsRoutes.logout), { method: 'POST', credentials: 'include' })
    } catch {
      return false
    }
    await dropQueuedWrites()
    await writeState(pendingSignOutKey, null)
    return true
  })().finally(() => {
    signingOut = null
  })
  return signingOut
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
  if (event.data?.type === signedInLearnerMessage) {
    const learnerId = typeof event.data.learnerId === 'string' ? event.data.learnerId : null
    reply(writeState(signedInLearnerKey, learnerId).then(() => true))
  }
  if (event.data?.type === pendingSignOutMessage) {
    reply(Promise.all([writeState(pendingSignOutKey, new Date().toISOString()), writeState(signedInLearnerKey, null)]).then(() => true))
  }
})

self.addEventListener('push', (event) => {
  let data: unknown = null
  try {
    data = event.data?.json()
  } catch {
    data = null
  }
  const shown = notificationOfPush(data)
  event.waitUntil(
    self.registration.showNotification(shown.title, { body: shown.body, tag: shown.tag, data: { url: shown.url }, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const shown = notificationOfPush({ title: event.notification.title, url: (event.notification.data as { url?: unknown } | null)?.url })
  const url = new URL(shown === fallbackNotification ? fallbackNotification.url : shown.url, self.location.origin)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === url.origin)
      // A window this worker does not control cannot be moved: a new one opens instead.
      const moved = open ? await (await open.focus()).navigate(url.href).catch(() => null) : null
      if (!moved) await self.clients.openWindow(url.href)
    })(),
  )
})

serwist.addEventListeners()

// Headless and some mobile browsers never fire `sync`: also try whenever the worker starts.
void replayQueuedWrites()
