/// <reference types="@serwist/next/typings" />
'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { queuedChecks } from '@/domains/impact/ui/queuedChecks'
import { queuedCompletions } from '@/domains/learning/ui/queuedCompletions'
import { forgetQueuedActionSends, queuedActionSends } from '@/domains/workbook/ui/workbookOnThePhone'
import { sendQueuedWrites, writesAreQueuedOffline } from '@/lib/browser/offline/workerMessages'

const maxSendAttempts = 6

/**
 * Registers the service worker (built by @serwist/next in production; absent in `next dev`), and when the connection
 * returns asks it to send what was queued offline, then reads the page again so it shows the server's progress.
 */
export const ServiceWorkerRegistration = () => {
  const router = useRouter()
  useEffect(() => {
    if (!window.serwist) return
    // A browser may refuse (private modes, blocked by policy): the site then simply works online only.
    window.serwist.register().catch((error: unknown) => console.warn('The offline service worker was not registered', error))
    let retry: number | undefined
    // The first requests after the signal returns often fail (the connection is still coming up): try again, waiting
    // twice as long each time, while the browser says it is online.
    const sendQueued = async (attempt = 0) => {
      window.clearTimeout(retry)
      const hadCompletions = queuedCompletions.read().length > 0 || queuedActionSends.read().length > 0
      if (!(await sendQueuedWrites())) {
        if (writesAreQueuedOffline() && navigator.onLine && attempt < maxSendAttempts) retry = window.setTimeout(() => void sendQueued(attempt + 1), 1000 * 2 ** attempt)
        return
      }
      queuedCompletions.clear()
      queuedChecks.clear()
      forgetQueuedActionSends()
      if (hadCompletions) router.refresh()
    }
    const onOnline = () => void sendQueued()
    window.addEventListener('online', onOnline)
    return () => {
      window.clearTimeout(retry)
      window.removeEventListener('online', onOnline)
    }
  }, [router])
  return null
}
