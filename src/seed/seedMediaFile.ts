import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload, PayloadRequest } from 'payload'

import { findOrCreate } from './findOrCreate'
import type { SeedImage } from './types'

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'images')

/** Uploads one image from src/seed/images into `media` once; returns its id. */
export const seedMediaFile = (payload: Payload, req: PayloadRequest, { file, alt }: SeedImage): Promise<string> =>
  findOrCreate(payload, req, 'media', { alt: { equals: alt } }, () =>
    payload.create({ collection: 'media', req, data: { alt }, filePath: path.join(imagesDir, file) }),
  )
