import { parseBuffer, parseFile } from 'music-metadata'
import type { CollectionBeforeChangeHook } from 'payload'

type UploadedFile = { data?: Buffer; mimetype?: string; tempFilePath?: string; size?: number }

const lengthOf = async (file: UploadedFile): Promise<number | null> => {
  const metadata = file.tempFilePath
    ? await parseFile(file.tempFilePath, { duration: true })
    : await parseBuffer(file.data ?? new Uint8Array(), { mimeType: file.mimetype, size: file.size }, { duration: true })
  const seconds = metadata.format.duration
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null
}

/**
 * Reads an uploaded video's length, so a lesson knows how long its video really is (what auto-complete measures
 * against) without staff typing it. A file it cannot read keeps no length; the upload still succeeds.
 */
export const measureMediaDuration: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file as UploadedFile | undefined
  if (!file?.mimetype?.startsWith('video/')) return data
  try {
    return { ...data, durationSeconds: await lengthOf(file) }
  } catch (error) {
    req.payload.logger.warn({ msg: 'Could not read the length of an uploaded video', err: error })
    return { ...data, durationSeconds: null }
  }
}
