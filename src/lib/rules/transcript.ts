import { tokenizeVTTCue, VTTCue, type VTTNode } from 'media-captions'

import { fileSlug } from './fileSlug'
import { formatClock } from './playback'

/** One caption cue as the transcript shows it: its plain text and where it starts and ends in the video. */
export type TranscriptCue = { startSeconds: number; endSeconds: number; text: string }

/** A lesson's transcript: paragraphs of timed cues (built from captions), or of plain text (pasted by staff). */
export type Transcript = { kind: 'timed'; paragraphs: TranscriptCue[][] } | { kind: 'plain'; paragraphs: string[] }

/** A cue as a captions parser gives it: times in seconds and the cue's WebVTT text (tags, entities). */
type ParsedCue = { startTime: number; endTime: number; text: string }

const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim()

const textOf = (nodes: VTTNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.data : node.type === 'rt' ? '' : textOf(node.children))).join('')

/** A cue's words without WebVTT markup: tags (`<v Sam>`, `<b>`, timestamps) dropped, entities decoded, lines joined. */
export const cuePlainText = (markup: string): string => collapseSpaces(textOf(tokenizeVTTCue(new VTTCue(0, 0, markup))))

const endsSentence = (text: string): boolean => /[.!?…]["'”’)\]]*$/.test(text)
const sentenceParagraphCues = 3
const longestParagraphCues = 8
const pauseSeconds = 2

/**
 * Readable paragraphs from cues in time order. A new paragraph starts after a pause of more than 2 s, after a cue that
 * ends a sentence once the paragraph has 3 cues, and after 8 cues whatever the punctuation.
 */
export const paragraphsOf = (cues: TranscriptCue[]): TranscriptCue[][] => {
  const paragraphs: TranscriptCue[][] = []
  let paragraph: TranscriptCue[] = []
  for (const cue of cues) {
    const previous = paragraph.at(-1)
    const breakHere =
      previous &&
      (cue.startSeconds - previous.endSeconds > pauseSeconds ||
        (paragraph.length >= sentenceParagraphCues && endsSentence(previous.text)) ||
        paragraph.length >= longestParagraphCues)
    if (breakHere) {
      paragraphs.push(paragraph)
      paragraph = []
    }
    paragraph.push(cue)
  }
  if (paragraph.length) paragraphs.push(paragraph)
  return paragraphs
}

/** The transcript of parsed captions, in time order, without empty cues; null when no cue has words. */
export const timedTranscript = (parsed: ParsedCue[]): Transcript | null => {
  const cues = parsed
    .map((cue) => ({ startSeconds: cue.startTime, endSeconds: cue.endTime, text: cuePlainText(cue.text) }))
    .filter((cue) => cue.text)
    .sort((a, b) => a.startSeconds - b.startSeconds)
  return cues.length ? { kind: 'timed', paragraphs: paragraphsOf(cues) } : null
}

/** A transcript staff pasted: paragraphs split at blank lines, each paragraph's lines joined; null when blank. */
export const pastedTranscript = (text: string): Transcript | null => {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).map(collapseSpaces).filter(Boolean)
  return paragraphs.length ? { kind: 'plain', paragraphs } : null
}

/** The downloadable `.txt`: the lesson's title, a blank line, then the paragraphs (timed ones start with `[0:12]`). */
export const transcriptText = (title: string, transcript: Transcript): string => {
  const paragraphs =
    transcript.kind === 'plain'
      ? transcript.paragraphs
      : transcript.paragraphs.map((cues) => `[${formatClock(cues[0].startSeconds)}] ${cues.map((cue) => cue.text).join(' ')}`)
  return `${[collapseSpaces(title), ...paragraphs].join('\n\n')}\n`
}

/** The download's file name: `<lesson-title>-transcript.txt`, in lower-case ASCII letters, digits and hyphens. */
export const transcriptFilename = (title: string): string => `${fileSlug(title, 80) || 'lesson'}-transcript.txt`

/** The cue being spoken at `seconds` (the latest-starting one where cues overlap), or null between and outside cues. */
export const currentCue = <Cue extends TranscriptCue>(cues: Cue[], seconds: number): Cue | null =>
  cues.reduce<Cue | null>((found, cue) => (cue.startSeconds <= seconds && seconds < cue.endSeconds ? cue : found), null)

/** Whether a lesson has something to build its transcript from: captions (file or address) or a pasted transcript. */
export const hasTranscriptSource = (lesson: { captionsFile?: unknown; captionsUrl?: string | null; transcript?: string | null }): boolean =>
  Boolean(lesson.captionsFile || lesson.captionsUrl?.trim() || lesson.transcript?.trim())

type LessonMediaFields = { videoFile?: unknown; videoUrl?: string | null; captionsFile?: unknown; captionsUrl?: string | null; transcript?: string | null }

/**
 * Whether a lesson has a video that learners could not follow without sound: no captions and no transcript. Such a
 * lesson may not be in a published course, because the accessibility statement promises both for every video.
 */
export const videoLacksText = (lesson: LessonMediaFields): boolean => Boolean(lesson.videoFile || lesson.videoUrl?.trim()) && !hasTranscriptSource(lesson)

export const videoLacksTextMessage =
  'This video has no captions and no transcript. Add a captions file (.vtt) or paste a transcript: the site promises both for every video in a published course.'
