import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { findOrCreate } from './findOrCreate'
import type { SeedImage } from './types'

// From the app's root (where every entry point runs), so the compiled dist/prepare-database.js finds them too.
const imagesDir = path.resolve('src/seed/images')

/** Uploads one image from src/seed/images into `media` once; returns its id. */
export const seedMediaFile = (payload: Payload, req: PayloadRequest, { file, alt }: SeedImage): Promise<string> =>
  findOrCreate(payload, req, 'media', { alt: { equals: alt } }, () =>
    payload.create({ collection: 'media', req, data: { alt }, filePath: path.join(imagesDir, file) }),
  )
