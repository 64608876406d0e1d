'use client'

import { Fragment, useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react'

import { formatClock } from '@/lib/rules/playback'
import { currentCue, type Transcript as LessonTranscript, type TranscriptCue } from '@/lib/rules/transcript'

import { useLessonPlayer } from './player/PlayerContext'

const headingId = 'lesson-transcript'

/** Whether `element` is wholly inside the visible part of the scrolling `box`. */
const isShownIn = (box: HTMLElement, element: HTMLElement): boolean => {
  const shown = box.getBoundingClientRect()
  const { top, bottom } = element.getBoundingClientRect()
  return top >= shown.top && bottom <= shown.bottom
}

/**
 * Keeps the current cue in view inside the scrolling box as the video plays, unless the learner scrolled the box away
 * from the cue before it. Only the box scrolls, never the page.
 */
const useFollowCurrentCue = (current: TranscriptCue | null) => {
  const box = useRef<HTMLDivElement>(null)
  const followed = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const scroller = box.current
    const cue = scroller?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!scroller || !cue) return
    const previous = followed.current
    followed.current = cue
    if (previous && previous.isConnected && !isShownIn(scroller, previous)) return
    if (!isShownIn(scroller, cue)) scroller.scrollTop += cue.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 16
  }, [current])
  return box
}

/** The transcript's own scrolling box, so a long transcript does not make the page endless on a phone. */
const TranscriptBox = ({ boxRef, children }: { boxRef?: Ref<HTMLDivElement>; children: ReactNode }) => (
  <div
    ref={boxRef}
    role="region"
    aria-labelledby={headingId}
    tabIndex={0}
    className="mt-3 max-h-80 space-y-4 overflow-y-auto rounded-xl border-2 border-navy-100 bg-white p-4 text-base leading-8 break-words text-navy-950 sm:max-h-96"
  >
    {children}
  </div>
)

// Browsers lay a <button> out as an inline-block, so a cue that does not fit the rest of a line starts the next one.
const CueButton = ({ cue, isCurrent, onSeek }: { cue: TranscriptCue; isCurrent: boolean; onSeek: (seconds: number) => void }) => (
  <button
    type="button"
    onClick={() => onSeek(cue.startSeconds)}
    aria-current={isCurrent ? 'true' : undefined}
    className={`rounded px-1 text-left hover:underline ${
      isCurrent ? 'bg-accent-400/25 underline decoration-accent-600 decoration-2 underline-offset-4' : 'hover:bg-navy-100'
    }`}
  >
    {cue.text}
    <span className="sr-only"> (play from {formatClock(cue.startSeconds)})</span>
  </button>
)

const TimedParagraphs = ({ paragraphs }: { paragraphs: TranscriptCue[][] }) => {
  const { currentTime, seek } = useLessonPlayer()
  const cues = useMemo(() => paragraphs.flat(), [paragraphs])
  const current = currentCue(cues, currentTime)
  const box = useFollowCurrentCue(current)
  return (
    <TranscriptBox boxRef={box}>
      {paragraphs.map((paragraph, paragraphIndex) => (
        <p key={paragraphIndex}>
          <span aria-hidden="true" className="mr-1 text-sm font-semibold text-navy-800 tabular-nums">
            {formatClock(paragraph[0].startSeconds)}
          </span>{' '}
          {paragraph.map((cue, index) => (
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <CueButton cue={cue} isCurrent={cue === current} onSeek={seek} />
            </Fragment>
          ))}
        </p>
      ))}
    </TranscriptBox>
  )
}

/**
 * The lesson's transcript under its video: readable paragraphs in a scrolling box and a "Download transcript" link.
 * Built from captions, each cue is a button that plays the video from there, and the cue being spoken is marked.
 */
export const Transcript = ({ lessonId, transcript }: { lessonId: string; transcript: LessonTranscript }) => (
  <section className="mt-8">
    <div className="flex flex-wrap items-center justify-between gap-x-4">
      <h2 id={headingId} className="text-2xl font-bold text-navy-900">
        Transcript
      </h2>
      <a href={`/api/v1/lessons/${lessonId}/transcript`} download className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline hover:text-navy-950">
        Download transcript (.txt)
      </a>
    </div>
    {transcript.kind === 'timed' ? (
      <>
        <p className="text-navy-800">Select any part of the transcript to play the video from there.</p>
        <TimedParagraphs paragraphs={transcript.paragraphs} />
      </>
    ) : (
      <TranscriptBox>
        {transcript.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </TranscriptBox>
    )}
  </section>
)
