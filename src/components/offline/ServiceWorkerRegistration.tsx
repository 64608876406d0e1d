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
    void window.serwist.register()
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
