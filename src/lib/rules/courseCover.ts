import { courseColourHex } from './courseColours'

/** A course's cover picture as the pages draw it. */
export type CoverImage = { url: string; alt: string; width: number; height: number }

/** What a course card shows above its title: the cover picture, or a panel in the course's colour. */
export type CourseCover = { colour: string; image: CoverImage | null }

/** An uploaded image's address: Payload serves it (from disk or the bucket) at /api/media/file/{filename}. */
export const mediaFileUrl = (filename: string): string => `/api/media/file/${encodeURIComponent(filename)}`

type CoverColumns = {
  colour: string | null
  cover_filename: string | null
  cover_alt: string | null
  cover_width: string | number | null
  cover_height: string | number | null
}

/** The cover from the catalogue query's columns; an image without a file or size is left out. */
export const courseCoverFrom = (row: CoverColumns): CourseCover => ({
  colour: courseColourHex(row.colour),
  image:
    row.cover_filename && row.cover_width && row.cover_height
      ? { url: mediaFileUrl(row.cover_filename), alt: row.cover_alt ?? '', width: Number(row.cover_width), height: Number(row.cover_height) }
      : null,
})
