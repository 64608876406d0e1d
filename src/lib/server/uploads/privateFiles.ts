import 'server-only'

import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import { ApiError } from '../http/apiError'
import { fileResponse } from './fileResponse'
import { objectBytes, objectSize, objectStorage, privateFileKey, type ObjectStorage, type PrivateUploadCollection } from './objectStorage'
import { rangedResponse, type RangeRequest } from './rangedResponse'
import { uploadedFilePath } from './uploadedFilePath'

/** A private upload as the queries that check access join it; `prefix` is its folder in object storage (src/plugins/storage). */
export type PrivateFile = { filename: string; prefix: string | null }

/** What the bucket answers, or a 503 with Retry-After (and a warning in the log) when it does not answer. */
const fromStorage = async <T>(payload: Payload, key: string, read: () => Promise<T>): Promise<T> => {
  try {
    return await read()
  } catch (error) {
    payload.logger.warn({ msg: `Object storage did not answer for ${key}: ${(error as Error).name}` })
    throw new ApiError(503, 'Files are briefly unavailable. Please try again in a moment.', undefined, { 'Retry-After': '5' })
  }
}

/**
 * A private file from the bucket, streamed through the app: the browser only ever talks to this site, so the object
 * stays private, byte ranges work as from disk, and the service worker saves lessons offline from the same address.
 */
const objectResponse = async (payload: Payload, storage: ObjectStorage, key: string, request: RangeRequest): Promise<Response | null> => {
  const size = await fromStorage(payload, key, () => objectSize(storage, key))
  if (size === null) return null
  return rangedResponse(size, request, (start, end) => fromStorage(payload, key, () => objectBytes(storage, key, start, end)))
}

/**
 * A private upload (a lesson's video, a workbook photo, a download), from object storage when S3_BUCKET is set, else
 * from the collection's folder; null when missing. The caller has checked who may have it.
 */
export const privateFileResponse = async (payload: Payload, collection: PrivateUploadCollection, file: PrivateFile, request: RangeRequest): Promise<Response | null> => {
  const storage = objectStorage()
  if (storage) return objectResponse(payload, storage, privateFileKey(collection, file), request)
  const filePath = uploadedFilePath(payload, collection, file.filename)
  return filePath ? fileResponse(filePath, request) : null
}

/** A private upload's bytes (a photo for a PDF), from the bucket or the collection's folder; null when missing. */
export const privateFileBytes = async (payload: Payload, collection: PrivateUploadCollection, file: PrivateFile): Promise<Buffer | null> => {
  const storage = objectStorage()
  if (storage) {
    const key = privateFileKey(collection, file)
    const size = await fromStorage(payload, key, () => objectSize(storage, key))
    if (size === null) return null
    const stream = await fromStorage(payload, key, () => objectBytes(storage, key, 0, Math.max(0, size - 1)))
    return Buffer.from(await new Response(stream).arrayBuffer())
  }
  const filePath = uploadedFilePath(payload, collection, file.filename)
  return filePath ? readFile(filePath).catch(() => null) : null
}
