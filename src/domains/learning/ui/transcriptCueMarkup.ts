import type { TranscriptCue } from '@/lib/rules/transcript'

/**
 * How a transcript cue's times travel in the server's markup to the browser: data attributes on its button, written by
 * the server's Transcript and read by TranscriptFollower.
 */
export const cueAttributes = (cue: TranscriptCue) => ({ 'data-cue-start': cue.startSeconds, 'data-cue-end': cue.endSeconds })

export const cueSelector = '[data-cue-start]'

/** The times of a cue button the server marked with cueAttributes. */
export const cueTimesOf = (element: HTMLElement): Pick<TranscriptCue, 'startSeconds' | 'endSeconds'> => ({
  startSeconds: Number(element.dataset.cueStart),
  endSeconds: Number(element.dataset.cueEnd),
})
