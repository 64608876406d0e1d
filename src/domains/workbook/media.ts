import 'server-only'

import { parseBuffer } from 'music-metadata'
import sharp from 'sharp'
import { Decoder, tools } from 'ts-ebml'

import { workbookLimits } from '@/lib/rules/workbook'
import { badRequest } from '@/lib/server/http/apiError'

export const unreadablePhotoMessage = "We couldn't read this photo. Please choose a JPEG or PNG photo."
export const unreadableVoiceMessage = "We couldn't play this voice note. Please record it again."

/**
 * A photo as we keep it: turned the way the camera held it, no longer than 1600 px a side, as JPEG, and without its
 * metadata (sharp drops EXIF unless asked to keep it), so no location leaves the phone's gallery. 400 for a file that
 * is not an image sharp can read (HEIC needs a codec the prebuilt sharp lacks; phones send JPEG from the file picker).
 */
export const shrinkPhoto = async (bytes: Buffer): Promise<Buffer> => {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: workbookLimits.photoPixels, height: workbookLimits.photoPixels, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
  } catch {
    throw badRequest(unreadablePhotoMessage)
  }
}

/**
 * The length of a WebM recording in seconds: the last block's time. MediaRecorder writes WebM as a live stream,
 * without its length in the header (and with sizes "unknown"), so the length is read from the blocks themselves.
 */
const webmSeconds = (bytes: Buffer): number | null => {
  const elements = new Decoder().decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  let scaleNanoseconds = 1_000_000
  let clusterTime = 0
  let lastTime: number | null = null
  for (const element of elements) {
    if (element.type === 'u' && (element.name === 'TimestampScale' || element.name === 'TimecodeScale')) scaleNanoseconds = Number(element.value)
    if (element.type === 'u' && (element.name === 'Timestamp' || element.name === 'Timecode')) clusterTime = Number(element.value)
    if (element.type === 'b' && element.name === 'SimpleBlock') {
      const blockTime = clusterTime + tools.ebmlBlock(element.data).timecode
      lastTime = Math.max(lastTime ?? 0, blockTime)
    }
  }
  return lastTime === null ? null : (lastTime * scaleNanoseconds) / 1e9
}

/** A voice note's length in seconds, read from the audio itself; null when it cannot be read. */
export const voiceNoteSeconds = async (bytes: Buffer, mediaType: string): Promise<number | null> => {
  try {
    const seconds = mediaType === 'audio/webm' ? webmSeconds(bytes) : (await parseBuffer(bytes, { mimeType: mediaType, size: bytes.length }, { duration: true })).format.duration
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null
  } catch {
    return null
  }
}
