import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '../../lib/server/env'
import { privateUploadCollections, s3ClientConfig } from '../../lib/server/uploads/objectStorage'

const s3 = env.s3

const clientUploadHandler = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

/**
 * The adapter registers its browser-upload handler (a provider around every admin page) even with client uploads off;
 * files go through the server here, so leave it out. (It once broke every admin page by loading a second copy of
 * @payloadcms/ui; package.json's overrides now keep one copy.)
 */
const withoutClientUploadHandler =
  (plugin: Plugin): Plugin =>
  async (incoming) => {
    const config = await plugin(incoming)
    const { [clientUploadHandler]: _handler, ...dependencies } = config.admin?.dependencies ?? {}
    const providers = config.admin?.components?.providers?.filter(
      (provider) => provider && (typeof provider === 'string' ? provider : provider.path) !== clientUploadHandler,
    )
    return { ...config, admin: { ...config.admin, dependencies, components: { ...config.admin?.components, providers } } }
  }

/**
 * With S3_BUCKET set, uploads of `media` and the private collections (lesson files, workbook photos and voice notes,
 * downloads) go to S3-compatible storage instead of local disk. Every object is private (no public ACL, no direct
 * URLs): the app serves them at the same addresses as from disk, Payload's file routes for media (behind their
 * access rules) and our endpoints after their access checks. Media objects keep Payload's plain URLs (a collection
 * prefix would add `?prefix=` to them); each private collection sits in a folder named after it.
 * `alwaysInsertFields` keeps one schema (the plugin's `prefix` and `_objectKey` columns) with and without S3.
 */
export const storagePlugin = withoutClientUploadHandler(
  s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
    acl: 'private',
    collections: { media: true, ...Object.fromEntries(privateUploadCollections.map((slug) => [slug, { prefix: slug }])) },
  }),
)
