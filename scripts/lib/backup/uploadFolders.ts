import path from 'node:path'

import type { SanitizedConfig } from 'payload'

/** An upload collection and where its files live: a folder on this machine, or the bucket when object storage is on. */
export type UploadFolder = {
  collection: string
  /** Its table, whose rows name the files (`filename`, and `sizes_<size>_filename` for resized images). */
  table: string
  /** `staticDir` as configured, and resolved as Payload resolves it: against the working directory. */
  folder: string
  dir: string
  storedLocally: boolean
}

/**
 * Every upload collection of the app's Payload config (lesson files, media, workbook files and resources, the
 * import/export files), so a new upload collection is backed up without a change here. With S3_BUCKET set the
 * storage plugin turns local storage off for the collections it keeps in the bucket.
 */
export const uploadFolders = (config: SanitizedConfig): UploadFolder[] =>
  config.collections.flatMap((collection) => {
    if (!collection.upload) return []
    const folder = collection.upload.staticDir ?? collection.slug
    return [
      {
        collection: collection.slug,
        table: typeof collection.dbName === 'string' ? collection.dbName : collection.slug.replace(/-/g, '_'),
        folder,
        dir: path.resolve(process.cwd(), folder),
        storedLocally: !collection.upload.disableLocalStorage,
      },
    ]
  })
