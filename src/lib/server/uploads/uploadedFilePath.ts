import path from 'node:path'

import type { Payload, UploadCollectionSlug } from 'payload'

/**
 * Where local storage keeps a file of an upload collection: its `staticDir` (Payload defaults it to the slug)
 * resolved against the working directory, exactly as Payload's own file endpoint resolves it
 * (payload/dist/uploads/endpoints/getFile.js). Null for a name that would leave that folder.
 */
export const uploadedFilePath = (payload: Payload, collection: UploadCollectionSlug, filename: string): string | null => {
  const upload = payload.collections[collection].config.upload
  const folder = path.resolve(upload.staticDir || collection)
  const filePath = path.resolve(folder, filename)
  return filePath.startsWith(folder + path.sep) ? filePath : null
}
