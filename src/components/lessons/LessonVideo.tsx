'use client'

import { useMemo, useRef, useState, type ReactNode } from 'react'

import { LessonPlayerContext, type LessonPlayerHandle } from './player/PlayerContext'

type Props = {
  videoUrl: string | null
  captionsUrl: string | null
  title: string
  /** What sits under the video and uses it through `useLessonPlayer` (the transcript). */
  children?: ReactNode
}

/**
 * The lesson's video with its English captions, or "Video content will be available soon" without one. A video that
 * fails to load is only logged (spec 2.16); the browser's own controls stay usable. Its children get the player
 * (where it is, and seeking) through LessonPlayerContext.
 */
export const LessonVideo = ({ videoUrl, captionsUrl, title, children }: Props) => {
  const video = useRef<HTMLVideoElement>(null)
  const [currentTime, setCurrentTime] = useState(0)
  const player = useMemo<LessonPlayerHandle>(
    () => ({
      currentTime,
      seek: (seconds) => {
        if (!video.current) return
        video.current.currentTime = seconds
        video.current.play().catch(() => {})
      },
    }),
    [currentTime],
  )
  if (!videoUrl) {
    return (
      <>
        <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-navy-100 p-6 text-center text-lg font-semibold text-navy-900">
          Video content will be available soon
        </div>
        {children}
      </>
    )
  }
  return (
    <LessonPlayerContext.Provider value={player}>
      <video
        ref={video}
        controls
        playsInline
        preload="metadata"
        src={videoUrl}
        aria-label={`Lesson video: ${title}`}
        className="aspect-video w-full rounded-xl bg-navy-950"
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onError={(event) => console.error('Lesson video failed to load', event.currentTarget.error)}
      >
        {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" default /> : null}
      </video>
      {children}
    </LessonPlayerContext.Provider>
  )
}
