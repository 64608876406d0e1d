/// <reference types="@serwist/next/typings" />
'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { queuedCompletions } from '@/lib/browser/offline/queuedCompletions'
import { sendQueuedWrites } from '@/lib/browser/offline/workerMessages'

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
    const sendQueued = async () => {
      const hadCompletions = queuedCompletions.read().length > 0
      if (!(await sendQueuedWrites())) return
      queuedCompletions.clear()
      if (hadCompletions) router.refresh()
    }
    window.addEventListener('online', sendQueued)
    return () => window.removeEventListener('online', sendQueued)
  }, [router])
  return null
}
