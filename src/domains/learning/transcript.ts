import 'server-only'

import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { ParseErrorCode, parseText } from 'media-captions'
import type { Payload } from 'payload'

import { pastedTranscript, timedTranscript, type Transcript } from '@/lib/rules/transcript'
import type { LessonRecord } from './lessonRecord'
import { privateFileKey, objectSize, objectStorage, objectText, type ObjectStorage } from '@/lib/server/uploads/objectStorage'
import { uploadedFilePath } from '@/lib/server/uploads/uploadedFilePath'

/** Captions are a few kilobytes a minute; anything larger is not a captions file. */
const largestCaptionsBytes = 2 * 1024 * 1024

/** A captions address that is a path on this site (`/media/x.vtt`), as the file under public/; null for anything else. */
const publicFilePath = (address: string): string | null => {
  if (!address.startsWith('/') || address.startsWith('//')) return null
  let sitePath: string
  try {
    sitePath = decodeURIComponent(new URL(address, 'http://site.invalid').pathname)
  } catch {
    return null
  }
  const folder = path.resolve('public')
  const filePath = path.resolve(folder, `.${sitePath}`)
  return filePath.startsWith(folder + path.sep) ? filePath : null
}

const assertCaptionsSize = (size: number) => {
  if (size > largestCaptionsBytes) throw new Error(`larger than ${largestCaptionsBytes} bytes`)
}

const readCaptions = async (filePath: string): Promise<string> => {
  assertCaptionsSize((await stat(filePath)).size)
  return readFile(filePath, 'utf8')
}

const readStoredCaptions = async (storage: ObjectStorage, key: string): Promise<string> => {
  const size = await objectSize(storage, key)
  if (size === null) throw new Error('are not in the bucket')
  assertCaptionsSize(size)
  return objectText(storage, key)
}

type CaptionsSource = { where: string; read: () => Promise<string> }

/**
 * Where a lesson's captions are: its uploaded file (in the bucket when S3_BUCKET is set, else on disk), else a site
 * path under public/ (remote addresses are never fetched).
 */
const captionsSource = (payload: Payload, lesson: Pick<LessonRecord, 'captionsUrl' | 'files'>): CaptionsSource | null => {
  const uploaded = lesson.files.captions
  const storage = uploaded && objectStorage()
  if (uploaded && storage) {
    const key = privateFileKey('lesson-media', uploaded)
    return { where: key, read: () => readStoredCaptions(storage, key) }
  }
  const filePath = uploaded
    ? uploadedFilePath(payload, 'lesson-media', uploaded.filename)
    : lesson.captionsUrl
      ? publicFilePath(lesson.captionsUrl)
      : null
  return filePath ? { where: filePath, read: () => readCaptions(filePath) } : null
}

/** Cue settings place captions on the video; a bad one changes nothing in a transcript. */
const placementErrors = new Set<number>([ParseErrorCode.BadSettingValue, ParseErrorCode.UnknownSetting])

/**
 * A lesson's transcript: the one staff pasted (paragraphs without timings), else built from its WebVTT captions; null
 * when it has neither. Captions that are missing, too large or malformed (no WEBVTT header, a bad timestamp or block)
 * give null and a logged warning, never an error.
 */
export const lessonTranscript = async (
  payload: Payload,
  lesson: Pick<LessonRecord, 'id' | 'transcript' | 'captionsUrl' | 'files'>,
): Promise<Transcript | null> => {
  if (lesson.transcript) return pastedTranscript(lesson.transcript)
  const source = captionsSource(payload, lesson)
  if (!source) return null
  const noTranscript = (problem: string) => {
    payload.logger.warn({ msg: `Lesson ${lesson.id} has no transcript: its captions ${source.where} ${problem}` })
    return null
  }
  try {
    const { cues, errors } = await parseText(await source.read(), { type: 'vtt', errors: true })
    const malformed = errors.filter((error) => !placementErrors.has(error.code))
    if (malformed.length) return noTranscript(`are not valid WebVTT (${malformed.map((error) => error.message).join('; ')})`)
    return timedTranscript(cues) ?? noTranscript('have no cue with words')
  } catch (error) {
    return noTranscript(`could not be read (${String(error)})`)
  }
}
