import 'server-only'

import type { Payload } from 'payload'

import type { LessonFile } from './lessonFiles'
import { ApiError } from '@/lib/server/http/apiError'
import { fileResponse } from '../../lib/server/uploads/fileResponse'
import { lessonMediaKey, objectBytes, objectSize, objectStorage, type ObjectStorage } from '../../lib/server/uploads/objectStorage'
import { rangedResponse, type RangeRequest } from '../../lib/server/uploads/rangedResponse'
import { uploadedFilePath } from '../../lib/server/uploads/uploadedFilePath'

/** What the bucket answers, or a 503 with Retry-After (and a warning in the log) when it does not answer. */
const fromStorage = async <T>(payload: Payload, key: string, read: () => Promise<T>): Promise<T> => {
  try {
    return await read()
  } catch (error) {
    payload.logger.warn({ msg: `Object storage did not answer for ${key}: ${(error as Error).name}` })
    throw new ApiError(503, 'Lesson files are briefly unavailable. Please try again in a moment.', undefined, { 'Retry-After': '5' })
  }
}

/**
 * A lesson file from the bucket, streamed through the app: the browser only ever talks to this site, so the object
 * stays private, byte ranges work as from disk, and the service worker saves lessons offline from the same address.
 */
const objectResponse = async (payload: Payload, storage: ObjectStorage, key: string, request: RangeRequest): Promise<Response | null> => {
  const size = await fromStorage(payload, key, () => objectSize(storage, key))
  if (size === null) return null
  return rangedResponse(size, request, (start, end) => fromStorage(payload, key, () => objectBytes(storage, key, start, end)))
}

/** A lesson's uploaded file, from object storage when S3_BUCKET is set, else from the lesson-media folder; null when missing. */
export const lessonFileResponse = async (payload: Payload, file: LessonFile, request: RangeRequest): Promise<Response | null> => {
  const storage = objectStorage()
  if (storage) return objectResponse(payload, storage, lessonMediaKey(file), request)
  const filePath = uploadedFilePath(payload, 'lesson-media', file.filename)
  return filePath ? fileResponse(filePath, request) : null
}
