import { parseBuffer, parseFile } from 'music-metadata'

/** A video given as a file on disk or as bytes with its type. */
type VideoSource = { path: string } | { data: Uint8Array; mimeType?: string; size?: number }

/** A video's length in seconds (to the millisecond), read from its container; null when the file does not say. */
export const videoLength = async (source: VideoSource): Promise<number | null> => {
  const metadata =
    'path' in source
      ? await parseFile(source.path, { duration: true })
      : await parseBuffer(source.data, { mimeType: source.mimeType, size: source.size }, { duration: true })
  const seconds = metadata.format.duration
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null
}
