import 'server-only'

import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { buildStoragePathData } from '@payloadcms/plugin-cloud-storage/utilities'

import { env } from '@/lib/server/env'

type S3Settings = NonNullable<typeof env.s3>

/**
 * The private upload collections, each in a folder of the bucket named after it, so their names never meet a media
 * file's or each other's (src/plugins/storage).
 */
export const privateUploadCollections = ['lesson-media', 'workbook-files', 'workbook-resources'] as const
export type PrivateUploadCollection = (typeof privateUploadCollections)[number]

/**
 * The S3 client settings, shared by the storage plugin (uploads, deletes) and the lesson file reads below. Checksums
 * only where the API requires them: the SDK's default sends streamed uploads as `aws-chunked` with a checksum trailer,
 * which S3-compatible servers that do not know that encoding store as the object's bytes.
 */
export const s3ClientConfig = ({ endpoint, region, credentials, forcePathStyle }: S3Settings): S3ClientConfig => ({
  endpoint,
  region,
  credentials,
  forcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})

export type ObjectStorage = { client: S3Client; bucket: string }

let storage: ObjectStorage | undefined

/** The bucket uploads live in, when S3_BUCKET is set; null when they are on local disk. */
export const objectStorage = (): ObjectStorage | null => {
  const settings = env.s3
  if (!settings) return null
  storage ??= { client: new S3Client(s3ClientConfig(settings)), bucket: settings.bucket }
  return storage
}

/** A private file's object key, as the storage plugin wrote it: the document's prefix (else the collection's) and its name. */
export const privateFileKey = (collection: PrivateUploadCollection, file: { filename: string; prefix: string | null }): string =>
  buildStoragePathData({ collectionPrefix: collection, docPrefix: file.prefix ?? '', filename: file.filename }).storageFilePath

const isMissing = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/** An object's size in bytes; null when the bucket has no such object. */
export const objectSize = async ({ client, bucket }: ObjectStorage, key: string): Promise<number | null> => {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** Bytes `start` to `end` (inclusive) of an object, streamed as the client takes them. */
export const objectBytes = async ({ client, bucket }: ObjectStorage, key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> => {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }))
  if (!object.Body) throw new Error(`The bucket returned no body for ${key}`)
  return object.Body.transformToWebStream() as ReadableStream<Uint8Array>
}

/** A whole object as text. */
export const objectText = async ({ client, bucket }: ObjectStorage, key: string): Promise<string> => {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return (await object.Body?.transformToString('utf8')) ?? ''
}
