'use client'

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'

import { currentCue, type TranscriptCue } from '@/lib/rules/transcript'

import { useLessonPlayer } from './player/PlayerContext'
import { cueSelector, cueTimesOf } from './transcriptCueMarkup'

type MarkedCue = TranscriptCue & { element: HTMLElement }

const cuesIn = (box: HTMLElement): MarkedCue[] =>
  [...box.querySelectorAll<HTMLElement>(cueSelector)].map((element) => ({ element, ...cueTimesOf(element), text: element.textContent ?? '' }))

/** Whether `element` is wholly inside the visible part of the scrolling `box`. */
const isShownIn = (box: HTMLElement, element: HTMLElement): boolean => {
  const shown = box.getBoundingClientRect()
  const { top, bottom } = element.getBoundingClientRect()
  return top >= shown.top && bottom <= shown.bottom
}

type Props = { className: string; labelledBy: string; children: ReactNode }

/**
 * The timed transcript's scrolling box. The cues are the server's markup (nothing of them is hydrated, however long
 * the lesson); this only follows the video: selecting a cue plays from its start, the cue being spoken is marked
 * (aria-current), and it is kept in view inside the box as the video plays, unless the learner scrolled the box away
 * from the cue before it. Only the box scrolls, never the page.
 */
export const TranscriptFollower = ({ className, labelledBy, children }: Props) => {
  const { currentTime, seek } = useLessonPlayer()
  const box = useRef<HTMLDivElement>(null)
  const cues = useRef<MarkedCue[]>([])
  const marked = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (box.current) cues.current = cuesIn(box.current)
  }, [])

  useEffect(() => {
    const scroller = box.current
    const cue = currentCue(cues.current, currentTime)?.element ?? null
    const previous = marked.current
    if (!scroller || cue === previous) return
    previous?.removeAttribute('aria-current')
    marked.current = cue
    if (!cue) return
    cue.setAttribute('aria-current', 'true')
    if (previous && previous.isConnected && !isShownIn(scroller, previous)) return
    if (!isShownIn(scroller, cue)) scroller.scrollTop += cue.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 16
  }, [currentTime])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cue = (event.target as Element).closest<HTMLElement>(cueSelector)
    if (cue) seek(cueTimesOf(cue).startSeconds)
  }

  return (
    // Clicks (and Enter or Space on a cue, which browsers turn into clicks) reach the box from the cue buttons.
    <div ref={box} role="region" aria-labelledby={labelledBy} tabIndex={0} className={className} onClick={onClick}>
      {children}
    </div>
  )
}
