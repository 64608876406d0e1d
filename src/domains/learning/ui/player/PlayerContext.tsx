'use client'

import { createContext, useContext } from 'react'

/** What the parts of the lesson screen around the video (transcript, offline saving) may know of it and ask of it. */
type LessonPlayerHandle = {
  /** Where the video is now, in seconds (updated as it plays). */
  currentTime: number
  /** Moves the video to `seconds` and plays from there. */
  seek: (seconds: number) => void
}

const noPlayer: LessonPlayerHandle = { currentTime: 0, seek: () => {} }

export const LessonPlayerContext = createContext<LessonPlayerHandle>(noPlayer)

/** The lesson's player, for components rendered inside it (a lesson without a video gives a player that does nothing). */
export const useLessonPlayer = (): LessonPlayerHandle => useContext(LessonPlayerContext)
