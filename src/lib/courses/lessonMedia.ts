import type { Lesson, Media } from '@/payload-types'

const fileUrl = (file: string | Media | null | undefined): string | null => (file && typeof file === 'object' ? (file.url ?? null) : null)

/** A lesson's video: the uploaded file when staff uploaded one, otherwise the address they gave, otherwise none. */
export const lessonVideoUrl = (lesson: Pick<Lesson, 'videoFile' | 'videoUrl'>): string | null => fileUrl(lesson.videoFile) ?? lesson.videoUrl ?? null

/** A lesson's English captions, chosen the same way as its video. */
export const lessonCaptionsUrl = (lesson: Pick<Lesson, 'captionsFile' | 'captionsUrl'>): string | null =>
  fileUrl(lesson.captionsFile) ?? lesson.captionsUrl ?? null
