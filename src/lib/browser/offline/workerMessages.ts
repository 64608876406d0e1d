'use client'

import { dropQueuedWritesMessage, replayQueuedWritesMessage } from './offlineNames'

const replyTimeoutMs = 10_000

/** Asks the service worker controlling this page to do something; false without one, or when it does not finish. */
const askWorker = (type: string): Promise<boolean> =>
  new Promise((resolve) => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
    if (!worker) return resolve(false)
    const channel = new MessageChannel()
    const timer = window.setTimeout(() => resolve(false), replyTimeoutMs)
    channel.port1.onmessage = (event: MessageEvent<{ done?: boolean }>) => {
      window.clearTimeout(timer)
      resolve(event.data?.done === true)
    }
    worker.postMessage({ type }, [channel.port2])
  })

/** Sends the completions and playback reports queued offline; true once none is left. */
export const sendQueuedWrites = () => askWorker(replayQueuedWritesMessage)

export const dropQueuedWrites = () => askWorker(dropQueuedWritesMessage)

/** A service worker handles this page's requests, so a write that fails for want of a connection is queued. */
export const writesAreQueuedOffline = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)
