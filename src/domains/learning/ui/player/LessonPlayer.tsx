'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { invalidateLearning } from '../invalidateLearning'
import { listenAll } from '@/lib/browser/listenAll'

import { DataSaverSwitch } from './DataSaverSwitch'
import { NextLessonCountdown } from './NextLessonCountdown'
import { PlaybackSpeed } from './PlaybackSpeed'
import { LessonPlayerContext } from './PlayerContext'
import { ResumeNotice } from './ResumeNotice'
import { useDataSaver } from './useDataSaver'
import { usePlaybackReports } from './usePlaybackReports'
import { usePlayedRanges } from './usePlayedRanges'

export type LessonPlayerProps = {
  lesson: {
    id: string
    title: string
    videoUrl: string
    lowDataVideoUrl: string | null
    captionsUrl: string | null
    videoSeconds: number | null
  }
  userId: string
  /** Where to offer resuming (null: start from the beginning). */
  resumeAt: number | null
  /** Opened from "Continue Learning": go to `resumeAt` straight away. */
  autoResume: boolean
  dataSaver: boolean | null
  /** The browser sent `Save-Data: on`. */
  saveData: boolean
  nextLesson: { id: string; title: string } | null
  /** What sits under the player (the action, completion, the transcript): inside it, so the transcript can follow the video. */
  children?: ReactNode
}

const rateKey = 'solvingtech.playbackRate'

/**
 * The lesson's video and what goes with it: resume from where the learner left it on any device, the speed menu,
 * Data saver, the played parts and position saved on the server (which completes the lesson at 90 % really
 * played), and the next lesson offered at the end. Nothing video-sized loads before the learner presses play.
 */
export const LessonPlayer = ({ lesson, userId, resumeAt, autoResume, dataSaver, saveData, nextLesson, children }: LessonPlayerProps) => {
  const videoRef = useRef<HTMLVideoElement>(null)
  const pendingStart = useRef<number | null>(autoResume ? resumeAt : null)
  const [currentTime, setCurrentTime] = useState(0)
  const [rate, setRate] = useState(1)
  const [showResume, setShowResume] = useState(resumeAt !== null)
  const [ended, setEnded] = useState(false)
  const [countdownCancelled, setCountdownCancelled] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const router = useRouter()
  const queryClient = useQueryClient()
  const { lowData, toggle } = useDataSaver({ dataSaver, saveData, userId })
  const src = lowData && lesson.lowDataVideoUrl ? lesson.lowDataVideoUrl : lesson.videoUrl

  const played = usePlayedRanges(videoRef)
  const onCompleted = useCallback(() => {
    setAnnouncement('Lesson complete. Well done!')
    void invalidateLearning(queryClient)
    router.refresh()
  }, [queryClient, router])
  usePlaybackReports({
    videoRef,
    played,
    lessonId: lesson.id,
    userId,
    videoSeconds: lesson.videoSeconds,
    onCompleted,
  })

  /** Moves to `seconds` now, or as soon as the video knows its length (nothing is loaded before play). */
  const seek = useCallback((seconds: number) => {
    const video = videoRef.current
    if (!video) return
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = seconds
    else pendingStart.current = seconds
    setEnded(false)
    video.play().catch(() => undefined)
  }, [])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const stored = Number(window.localStorage.getItem(rateKey))
    if (stored >= 0.25 && stored <= 4) video.defaultPlaybackRate = video.playbackRate = stored
    const onLoadedMetadata = () => {
      if (pendingStart.current !== null) video.currentTime = pendingStart.current
      pendingStart.current = null
    }
    const onTimeUpdate = () => setCurrentTime(video.currentTime)
    const onRateChange = () => setRate(video.playbackRate)
    const onPlay = () => {
      setShowResume(false)
      setEnded(false)
    }
    const onEnded = () => setEnded(true)
    onRateChange()
    return listenAll(video, { loadedmetadata: onLoadedMetadata, timeupdate: onTimeUpdate, ratechange: onRateChange, play: onPlay, ended: onEnded })
  }, [])

  // Switching to or from the low-data copy keeps the learner's place and keeps playing if it was. The player swaps the
  // address itself: React would set it before any effect could read the place, and a new address rewinds the video
  // to 0:00 and pauses it. So React renders only the first one.
  const [firstSrc] = useState(src)
  const shownSrc = useRef(src)
  useEffect(() => {
    const video = videoRef.current
    if (!video || shownSrc.current === src) return
    shownSrc.current = src
    const wasPlaying = !video.paused
    // Before the new copy has loaded (switched twice quickly), the place still waiting is the one to keep.
    if (video.currentTime > 0) pendingStart.current = video.currentTime
    video.src = src
    if (wasPlaying) video.play().catch(() => undefined)
  }, [src])

  const changeRate = (next: number) => {
    const video = videoRef.current
    if (!video) return
    video.defaultPlaybackRate = video.playbackRate = next
    window.localStorage.setItem(rateKey, String(next))
  }

  const player = useMemo(() => ({ currentTime, seek }), [currentTime, seek])
  return (
    <LessonPlayerContext.Provider value={player}>
      <video
        ref={videoRef}
        controls
        playsInline
        preload="none"
        src={firstSrc}
        aria-label={`Lesson video: ${lesson.title}`}
        className="aspect-video w-full rounded-xl bg-navy-950"
        onError={(event) => console.error('Lesson video failed to load', event.currentTarget.error)}
      >
        {lesson.captionsUrl ? <track kind="captions" src={lesson.captionsUrl} srcLang="en" label="English" default /> : null}
      </video>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        {showResume && resumeAt !== null ? (
          <ResumeNotice
            position={resumeAt}
            resumed={autoResume}
            onResume={() => seek(resumeAt)}
            onStartAgain={() => {
              pendingStart.current = null
              seek(0)
            }}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <PlaybackSpeed rate={rate} onChange={changeRate} />
          {lesson.lowDataVideoUrl ? <DataSaverSwitch on={lowData} onToggle={toggle} /> : null}
        </div>
      </div>
      {ended && nextLesson && !countdownCancelled ? <NextLessonCountdown next={nextLesson} onCancel={() => setCountdownCancelled(true)} /> : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {children}
    </LessonPlayerContext.Provider>
  )
}
