'use client'

import { dropQueuedWritesMessage, pendingSignOutMessage, replayQueuedWritesMessage, signedInLearnerMessage } from './offlineNames'

const replyTimeoutMs = 10_000

/** Asks the service worker controlling this page to do something; false without one, or when it does not finish. */
const askWorker = (type: string, details: Record<string, unknown> = {}): Promise<boolean> =>
  new Promise((resolve) => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
    if (!worker) return resolve(false)
    const channel = new MessageChannel()
    const timer = window.setTimeout(() => resolve(false), replyTimeoutMs)
    channel.port1.onmessage = (event: MessageEvent<{ done?: boolean }>) => {
      window.clearTimeout(timer)
      resolve(event.data?.done === true)
    }
    worker.postMessage({ type, ...details }, [channel.port2])
  })

/** Sends the completions and playback reports queued offline; true once none is left. */
export const sendQueuedWrites = () => askWorker(replayQueuedWritesMessage)

export const dropQueuedWrites = () => askWorker(dropQueuedWritesMessage)

/** A service worker handles this page's requests, so a write that fails for want of a connection is queued. */
export const writesAreQueuedOffline = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)

/**
 * A write that failed for want of a connection, which the worker now holds to send when the signal returns: fetch
 * rejects with a TypeError only when no answer came back at all. A refusal from the server is not one.
 */
export const queuedByWorker = (error: unknown): boolean => error instanceof TypeError && writesAreQueuedOffline()

/** Tells the worker who is signed in on this phone (null: nobody), so it hands saved lessons to their owner only. */
export const tellWorkerWhoIsSignedIn = (learnerId: string | null) => askWorker(signedInLearnerMessage, { learnerId })

/**
 * Keeps the worker told who is signed in: now, and again whenever a worker takes control of the page (the first visit
 * is served before the worker has installed). Returns the function that stops listening.
 */
export const keepWorkerToldWhoIsSignedIn = (learnerId: string | null): (() => void) => {
  void tellWorkerWhoIsSignedIn(learnerId)
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  if (!container) return () => undefined
  const tellAgain = () => void tellWorkerWhoIsSignedIn(learnerId)
  container.addEventListener('controllerchange', tellAgain)
  return () => container.removeEventListener('controllerchange', tellAgain)
}

/**
 * Asks the worker to end the server's session as soon as there is signal, before it shows any page (a sign-out
 * made offline). True once it has taken note.
 */
export const signOutWhenOnline = () => askWorker(pendingSignOutMessage)
