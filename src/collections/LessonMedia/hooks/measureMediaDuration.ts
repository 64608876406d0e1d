import type { CollectionBeforeChangeHook } from 'payload'

import { videoLength } from '../../../lib/server/uploads/videoLength'

type UploadedFile = { data?: Buffer; mimetype?: string; tempFilePath?: string; size?: number }

/**
 * Reads an uploaded video's length, so a lesson knows how long its video really is (what auto-complete measures
 * against) without staff typing it. A file it cannot read keeps no length; the upload still succeeds.
 */
export const measureMediaDuration: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file as UploadedFile | undefined
  if (!file?.mimetype?.startsWith('video/')) return data
  try {
    const source = file.tempFilePath ? { path: file.tempFilePath } : { data: file.data ?? new Uint8Array(), mimeType: file.mimetype, size: file.size }
    return { ...data, durationSeconds: await videoLength(source) }
  } catch (error) {
    req.payload.logger.warn({ msg: 'Could not read the length of an uploaded video', err: error })
    return { ...data, durationSeconds: null }
  }
}
