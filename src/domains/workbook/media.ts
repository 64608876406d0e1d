import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import pLimit from 'p-limit'
import sharp from 'sharp'

import { workbookLimits } from '@/lib/rules/workbook'
import { ApiError, badRequest } from '@/lib/server/http/apiError'

import { readVoiceNote, type VoiceNote } from './voiceNotes'

export const unreadablePhotoMessage = "We couldn't read this photo. Please choose a JPEG or PNG photo."
export const unreadableVoiceMessage = "We couldn't play this voice note. Please record it again."
export const unsupportedPhotoMessage = 'This is not a photo we can take: choose a JPEG, PNG, WebP, GIF or HEIC photo'
export const unsupportedVoiceMessage = 'This is not a voice note we can take: record it here, or choose a WebM, Ogg or MP4 (M4A) recording'
const tooManyPixelsMessage = `Photos can be up to ${workbookLimits.photoMegapixels} megapixels: choose a smaller photo`
const tooSlowMessage = 'This photo took too long to read. Please choose a smaller photo.'
const busyMessage = 'We are busy with other photos. Please try again in a minute.'

/** The photo formats we take, as their bytes say (never as the upload says), and sharp's name for each. */
const photoFormats: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/avif': 'heif',
}

/**
 * Image work runs on libuv's threads, which password hashing and file reads share: one photo at a time, each with one
 * libvips thread and a time limit, so a burst of photos queues instead of starving sign-in. A queue longer than
 * `photoQueueLimit` answers 503 at once rather than holding the request for minutes.
 */
sharp.concurrency(1)
const photoWork = pLimit(1)
const photoQueueLimit = 20
const photoSeconds = 5

/**
 * A photo as we keep it: read only if its bytes are JPEG, PNG, WebP, GIF or HEIF (415 otherwise) of at most
 * `photoMegapixels`, turned the way the camera held it, no longer than 1600 px a side, as JPEG, and without its
 * metadata (sharp drops EXIF unless asked to keep it), so no location leaves the phone's gallery. 400 for a file
 * sharp cannot read (HEIC needs a codec the prebuilt sharp lacks; phones send JPEG from the file picker).
 */
export const shrinkPhoto = async (bytes: Buffer): Promise<Buffer> => {
  const format = photoFormats[(await fileTypeFromBuffer(bytes))?.mime ?? '']
  if (!format) throw new ApiError(415, unsupportedPhotoMessage)
  if (photoWork.pendingCount >= photoQueueLimit) throw new ApiError(503, busyMessage, undefined, { 'Retry-After': '30' })
  return photoWork(async () => {
    const pixelLimit = workbookLimits.photoMegapixels * 1_000_000
    const input = { failOn: 'error', limitInputPixels: pixelLimit } as const
    // The header alone, so a photo over the limit is told so rather than refused as unreadable.
    const metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata().catch(() => null)
    if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) throw badRequest(unreadablePhotoMessage)
    if (metadata.width * metadata.height > pixelLimit) throw new ApiError(413, tooManyPixelsMessage)
    try {
      return await sharp(bytes, input)
        .rotate()
        .resize({ width: workbookLimits.photoPixels, height: workbookLimits.photoPixels, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .timeout({ seconds: photoSeconds })
        .toBuffer()
    } catch (error) {
      throw badRequest(error instanceof Error && /timeout/i.test(error.message) ? tooSlowMessage : unreadablePhotoMessage)
    }
  })
}

/**
 * A voice note as we keep it (./voiceNotes.ts): WebM or Ogg Opus, or MP4 AAC, by its bytes (415 otherwise), its
 * length counted from its audio (400 over 60 seconds), its metadata blanked.
 */
export const readVoice = (bytes: Buffer): VoiceNote => {
  const note = readVoiceNote(bytes)
  if (note === 'unsupported') throw new ApiError(415, unsupportedVoiceMessage)
  if (note === 'unreadable') throw badRequest(unreadableVoiceMessage)
  if (note.seconds > workbookLimits.voiceSeconds + 0.5) throw badRequest(`Voice notes can be up to ${workbookLimits.voiceSeconds} seconds`)
  return note
}
