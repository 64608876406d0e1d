import type { CollectionConfig, CollectionSlug, PayloadRequest, Where } from 'payload'

import { holdsNulText } from '@/lib/rules/nulText'

type UploadConfig = Extract<NonNullable<CollectionConfig['upload']>, object>
type FileHandler = NonNullable<UploadConfig['handlers']>[number]

const notFound = () => Response.json({ message: 'Not Found', errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * `/api/{collection}/file/{name}` for a name no document has (nor any of its image sizes) answers 404. Payload would
 * look for it on disk and answer 500 with an error in the log, as if a stored file had gone missing; a file that is
 * stored but missing really is the server's fault, and still answers 500.
 */
const unknownFileAnswer = async (req: PayloadRequest, collection: CollectionConfig, filename: string): Promise<Response | undefined> => {
  if (!filename || holdsNulText(filename)) return notFound()
  const upload = collection.upload as UploadConfig
  const sizes = (upload.imageSizes ?? []).map((size): Where => ({ [`sizes.${size.name}.filename`]: { equals: filename } }))
  const { totalDocs } = await req.payload.count({
    collection: collection.slug as CollectionSlug,
    where: { or: [{ filename: { equals: filename } }, ...sizes] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0 ? notFound() : undefined
}

// Payload types a handler as answering a Response or nothing, not "maybe a Response"; nothing lets the next one run.
const answerUnknownFile =
  (collection: CollectionConfig): FileHandler =>
  (req, { params }) =>
    unknownFileAnswer(req, collection, params.filename) as Promise<Response>

/** Every upload collection, answering 404 for a file it does not have before any other handler runs. */
export const withUnknownFilesAnswered = (collection: CollectionConfig): CollectionConfig => {
  if (!collection.upload) return collection
  const upload: UploadConfig = collection.upload === true ? {} : collection.upload
  return { ...collection, upload: { ...upload, handlers: [answerUnknownFile(collection), ...(upload.handlers ?? [])] } }
}
