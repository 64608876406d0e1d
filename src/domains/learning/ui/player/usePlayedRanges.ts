'use client'

import { useEffect, useMemo, useRef, type RefObject } from 'react'

import { listenAll } from '@/lib/browser/listenAll'
import type { TimeRange } from '@/lib/rules/watchedRanges'

/** Media seconds a time update may move past what the clock and playback speed allow and still count as playing on. */
const stepAllowanceSeconds = 0.5

export type PlayedRanges = {
  /** The parts played since the last call (the part playing now up to where it is), handed over for a report. */
  take: () => TimeRange[]
  /** Parts a report failed to deliver, to send again with the next one. */
  giveBack: (ranges: readonly TimeRange[]) => void
}

/**
 * Records which parts of the video were really played: a part grows while the video plays on at its speed and ends
 * at a pause, a seek or a jump. Dragging the playhead adds nothing, so the server can tell played from skipped.
 */
export const usePlayedRanges = (videoRef: RefObject<HTMLVideoElement | null>): PlayedRanges => {
  const finished = useRef<TimeRange[]>([])
  const current = useRef<{ start: number; end: number; at: number } | null>(null)

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const close = () => {
      const part = current.current
      if (part && part.end > part.start) finished.current.push([part.start, part.end])
      current.current = null
    }
    const start = () => {
      close()
      current.current = { start: video.currentTime, end: video.currentTime, at: performance.now() }
    }
    /** Grows the part to where the video is now, if it got there by playing; a jump starts a new part. */
    const extend = () => {
      const part = current.current
      if (!part || video.seeking) return
      const now = performance.now()
      const allowed = ((now - part.at) / 1000) * video.playbackRate + stepAllowanceSeconds
      const step = video.currentTime - part.end
      if (step >= 0 && step <= allowed) Object.assign(part, { end: video.currentTime, at: now })
      else start()
    }
    const onPlay = () => {
      if (!current.current) start()
    }
    const onTimeUpdate = () => {
      if (!video.paused) extend()
    }
    // At a pause or the end the video is already paused: the part still grows to where it stopped.
    const onStop = () => {
      extend()
      close()
    }
    const onSeeked = () => {
      if (!video.paused) start()
    }
    // A part starts when play is pressed (before time moves on), and a stall that ends ('playing') continues it.
    return listenAll(video, {
      play: onPlay,
      playing: extend,
      timeupdate: onTimeUpdate,
      seeking: close,
      seeked: onSeeked,
      pause: onStop,
      ended: onStop,
    })
  }, [videoRef])

  return useMemo<PlayedRanges>(
    () => ({
      take: () => {
        const part = current.current
        const taken = [...finished.current]
        if (part && part.end > part.start) {
          taken.push([part.start, part.end])
          part.start = part.end
        }
        finished.current = []
        return taken
      },
      giveBack: (ranges) => {
        finished.current.push(...ranges)
      },
    }),
    [],
  )
}
