import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Voice notes as browsers record them (tests/fixtures/voice, made with ffmpeg): tone-5s as WebM and Ogg Opus, as MP4
 * AAC plain and fragmented; tone-61s.webm, a second too long; with-video.webm and vorbis-5s.ogg, what is refused.
 * Each carries a title and a place in its metadata, which the server must not keep.
 */
export const voiceFixture = (name: string): Buffer => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'voice', name))

/** Text in every fixture's metadata. */
export const voiceFixtureTags = ['High-St', '51.5074']
