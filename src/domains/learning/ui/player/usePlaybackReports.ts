'use client'

import { useEffect, useEffectEvent, useRef, type RefObject } from 'react'

import { listenAll } from '@/lib/browser/listenAll'
import { pathOf } from '@/lib/contract/routes'
import { mergeWatchedRanges, type TimeRange } from '@/lib/rules/watchedRanges'

import type { PlayedRanges } from './usePlayedRanges'
import { callLearning } from '../learningApi'
import { learningRoutes } from '../../contract/routes'

/** How often the position is saved while the video plays. */
const reportEverySeconds = 10

type Options = {
  videoRef: RefObject<HTMLVideoElement | null>
  played: PlayedRanges
  lessonId: string
  userId: string
  /** The video's length as the server measures it; without one, only the position is reported. */
  videoSeconds: number | null
  /** Called once, when the server says the lesson is complete. */
  onCompleted: () => void
}

type Report = {
  userId: string
  positionSeconds: number
  watchedRanges: TimeRange[]
  recordedAt: string
}

/**
 * Saves where the learner is and what they played, on the server, so any device can resume: every 10 s while
 * playing, on pause and at the end, and with `sendBeacon` when the page is hidden or left. Offline, the service
 * worker queues the reports and sends them when the connection returns. A report that fails
 * (no signal) keeps its played parts for the next one; the server merges them, so sending twice is harmless.
 */
export const usePlaybackReports = ({ videoRef, played, lessonId, userId, videoSeconds, onCompleted }: Options): void => {
  const completed = useRef(false)
  const reportCompleted = useEffectEvent(onCompleted)

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const url = pathOf(learningRoutes.reportPlayback, { lessonId })
    let lastPosition: number | null = null
    // Opening a lesson and leaving without playing must not move the saved position.
    let hasPlayed = false
    const onPlaying = () => {
      hasPlayed = true
    }

    const nextReport = (): Report | null => {
      if (!hasPlayed) return null
      const limit = videoSeconds ?? Number.POSITIVE_INFINITY
      const positionSeconds = Math.min(video.currentTime, limit)
      const taken = played.take()
      const watchedRanges = videoSeconds ? mergeWatchedRanges(taken, videoSeconds) : []
      if (watchedRanges.length === 0 && positionSeconds === lastPosition) return null
      lastPosition = positionSeconds
      return {
        userId,
        positionSeconds,
        watchedRanges,
        recordedAt: new Date().toISOString(),
      }
    }

    const send = async () => {
      const report = nextReport()
      if (!report) return
      try {
        const saved = await callLearning('reportPlayback', { params: { lessonId }, body: report })
        if (saved.isCompleted && !completed.current) {
          completed.current = true
          reportCompleted()
        }
      } catch {
        played.giveBack(report.watchedRanges)
        lastPosition = null
      }
    }

    const sendBeacon = () => {
      const report = nextReport()
      if (!report) return
      const body = JSON.stringify(report)
      if (navigator.onLine) navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
      // Offline, a beacon may pass the service worker by; a keepalive fetch reaches it, and it queues the report.
      else void fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined)
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sendBeacon()
    }

    const timer = window.setInterval(() => {
      if (!video.paused) void send()
    }, reportEverySeconds * 1000)
    const onPause = () => void send()
    const stopListening = [
      listenAll(video, { playing: onPlaying, pause: onPause, ended: onPause }),
      listenAll(window, { pagehide: sendBeacon }),
      listenAll(document, { visibilitychange: onHidden }),
    ]
    return () => {
      window.clearInterval(timer)
      for (const stop of stopListening) stop()
      // Leaving the lesson inside the app (a link, the countdown) is not a pagehide: save on the way out.
      sendBeacon()
    }
  }, [videoRef, played, lessonId, userId, videoSeconds])
}
