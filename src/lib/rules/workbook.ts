/**
 * The practical workbook's rules that both sides share: the kinds of prompt an action can have, their limits, and
 * where an answer stands with the coach.
 */

export const promptKinds = ['shortText', 'longText', 'checklist', 'yesNo', 'photo', 'voice'] as const
export type PromptKind = (typeof promptKinds)[number]

export const promptKindLabels: Record<PromptKind, string> = {
  shortText: 'Short text',
  longText: 'Long text',
  checklist: 'Checklist',
  yesNo: 'Yes or no',
  photo: 'Photos (up to 3)',
  voice: 'Voice note (up to 60 seconds)',
}

export const workbookLimits = {
  prompts: 5,
  shortText: 200,
  longText: 5000,
  checklistItems: 12,
  checklistItem: 200,
  photos: 3,
  photoBytes: 5 * 1024 * 1024,
  voiceSeconds: 60,
  voiceBytes: 2 * 1024 * 1024,
  /** The longest side of a stored photo: enough to read a quote template on a phone or in the printed workbook. */
  photoPixels: 1600,
  /** The most a photo may have when it arrives: a phone camera's 40 megapixels (bigger is refused before it is read). */
  photoMegapixels: 40,
} as const

/**
 * How much a learner may keep (README, "The workbook"): photos and voice notes per lesson (a lesson asks for at most
 * five prompts of three photos, with room to change them), and megabytes in all. Files no answer names are removed a
 * week after they were added (src/domains/workbook/files.ts), which makes room again.
 */
export const uploadQuota = {
  photo: {
    perLesson: 15,
    fullMessage: "You have added 15 photos to this lesson's action, the most it takes. Photos you took out of your answer are cleared after a week.",
  },
  voice: {
    perLesson: 5,
    fullMessage: "You have added 5 voice notes to this lesson's action, the most it takes. Voice notes you took out of your answer are cleared after a week.",
  },
  bytesPerLearner: 50 * 1024 * 1024,
  fullBytesMessage: 'Your photos and voice notes fill the 50 MB each learner can keep. Ones you took out of your answers are cleared after a week.',
} as const

/**
 * Where an answer stands: being written (never sent), with the coach, or answered by them. After a reply the learner
 * may send once more, which starts the next round.
 */
export const answerStatuses = ['draft', 'waiting', 'looksGood', 'anotherGo'] as const
export type AnswerStatus = (typeof answerStatuses)[number]

export const answerStatusLabels: Record<AnswerStatus, string> = {
  draft: 'Not sent yet',
  waiting: 'Waiting for your coach',
  looksGood: 'Looks good',
  anotherGo: 'Have another go',
}

/** What staff see for the same statuses in the admin. */
export const answerStatusStaffLabels: Record<AnswerStatus, string> = {
  draft: 'Draft (not sent)',
  waiting: 'Waiting for a reply',
  looksGood: 'Replied: looks good',
  anotherGo: 'Replied: have another go',
}

export const coachVerdicts = ['looksGood', 'anotherGo'] as const satisfies readonly AnswerStatus[]
export type CoachVerdict = (typeof coachVerdicts)[number]

/** An action is done once its answer has been sent to the coach, whatever the coach said. */
export const isActionDone = (status: AnswerStatus | null | undefined): boolean => status != null && status !== 'draft'

/** A learner may send while their answer is not with the coach: never sent, or replied to (once per round). */
export const maySend = (status: AnswerStatus | null | undefined): boolean => status !== 'waiting'

/** A checklist's items as staff typed them, one a line. */
export const checklistItems = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, workbookLimits.checklistItems)

/** Photo types browsers send from a camera or the gallery that the server can read and shrink. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif', 'image/gif'] as const

/**
 * Voice note types MediaRecorder makes (Chromium and Firefox: WebM or Ogg Opus; Safari: MP4 AAC, which an iPhone's
 * file picker calls M4A). The server reads the real format from the bytes; these only say which kind an upload is.
 */
export const voiceTypes = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/x-m4a', 'audio/m4a'] as const

/**
 * A learner's photos and voice notes are kept by no cache, the browser's included: on a shared phone the next person
 * must not get them back after the learner signs out (logging out also clears the browser's cache, `Clear-Site-Data`).
 */
export const personalFileCacheControl = 'private, no-store'

/** The bare media type of a Content-Type header (`audio/webm;codecs=opus` → `audio/webm`). */
export const mediaTypeOf = (contentType: string | null | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase()

/** How long an answer has waited for a reply, in words ("3 days", "5 hours", "under an hour"). */
export const waitedFor = (sentAt: Date, now: Date): string => {
  const hours = Math.floor((now.getTime() - sentAt.getTime()) / 3_600_000)
  if (hours < 1) return 'under an hour'
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`
  return `${Math.floor(hours / 24)} days`
}

/** The anchor of "Your action" on the lesson screen (the coach's mail links to it). */
export const actionAnchor = 'your-action'

/** Staff's "Answers to review": those waiting for a reply, oldest first. */
export const answersToReviewPath = '/admin/collections/workbook-answers?where[status][equals]=waiting&sort=sentAt'

/**
 * How long the dashboard shows a coach's "Looks good" after it came. "Have another go" stays until the learner sends
 * again: it asks them to do something.
 */
export const coachReplyShownDays = 14
