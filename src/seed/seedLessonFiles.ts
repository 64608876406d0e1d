import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { findOrCreate } from './findOrCreate'

// From the app's root (where every entry point runs), so the compiled dist/prepare-database.js finds them too.
const mediaDir = path.resolve('src/seed/media')

/** Uploads one file from src/seed/media into the private `lesson-media` collection once; returns its id. */
const seedLessonFile = (payload: Payload, req: PayloadRequest, name: string, mimetype: string, title: string): Promise<string> =>
  findOrCreate(payload, req, 'lesson-media', { title: { equals: title } }, async () => {
    const data = await readFile(path.join(mediaDir, name))
    return payload.create({ collection: 'lesson-media', req, data: { title }, file: { data, mimetype, name, size: data.length } })
  })

/** The small sample video, its low-data copy and English captions that every seeded lesson plays, as private files. */
export const seedSampleLessonFiles = async (payload: Payload, req: PayloadRequest) => ({
  videoFile: await seedLessonFile(payload, req, 'lesson-sample.mp4', 'video/mp4', 'Sample lesson video'),
  lowDataVideoFile: await seedLessonFile(payload, req, 'lesson-sample-low-data.mp4', 'video/mp4', 'Sample lesson video, low data'),
  captionsFile: await seedLessonFile(payload, req, 'lesson-sample.en.vtt', 'text/vtt', 'Sample lesson captions'),
})
