/** A time in a video as players show it: `2:41`, or `1:02:03` past an hour. Negative or unknown times show `0:00`. */
export const formatClock = (seconds: number): string => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

/** Resuming is offered from this far into a video, and not within this far of its end (the learner had finished). */
const resumeFromSeconds = 5
const finishedWithinSeconds = 10

/** Where to offer "Resume from …": the saved position, or null when starting from the beginning is what makes sense. */
export const resumePosition = (savedSeconds: number | null, durationSeconds: number | null): number | null => {
  if (savedSeconds === null || !Number.isFinite(savedSeconds) || savedSeconds < resumeFromSeconds) return null
  if (durationSeconds && durationSeconds > 0 && savedSeconds >= durationSeconds - finishedWithinSeconds) return null
  return Math.floor(savedSeconds)
}

/** The connection types browsers report (Network Information API) on which the low-data video is chosen. */
const slowConnections = new Set(['slow-2g', '2g', '3g'])

type DataFacts = {
  /** The learner's "Data saver" switch: on, off, or never set (then the browser decides). */
  dataSaver: boolean | null
  /** The browser sent `Save-Data: on`. */
  saveData: boolean
  /** `navigator.connection.effectiveType`, where the browser reports it. */
  effectiveType?: string | null
}

/** Whether to play a lesson's low-data video: the learner's own choice first, otherwise what the browser says. */
export const prefersLowData = ({ dataSaver, saveData, effectiveType }: DataFacts): boolean =>
  dataSaver ?? (saveData || (!!effectiveType && slowConnections.has(effectiveType)))
