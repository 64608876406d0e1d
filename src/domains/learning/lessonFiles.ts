import 'server-only'

import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

export type LessonFileKind = 'video' | 'lowDataVideo' | 'captions'

/** The path segment of each kind's file endpoint: /api/v1/lessons/{id}/{segment}. */
export const lessonFileSegment: Record<LessonFileKind, string> = { video: 'video', lowDataVideo: 'low-data-video', captions: 'captions' }

/**
 * A lesson's uploaded file (in the private `lesson-media` collection), as the lesson queries join it; `prefix` is its
 * folder in object storage (src/plugins/storage).
 */
export type LessonFile = { filename: string; mimeType: string | null; prefix: string | null }

/**
 * The address a learner fetches a lesson's uploaded video or captions from: an endpoint that checks access first.
 * Relative to the site, so the player asks the host that served the page, with its cookie.
 */
const lessonFileUrl = (payload: Payload, lessonId: string, kind: LessonFileKind): string =>
  formatAdminURL({ apiRoute: payload.config.routes.api, path: `/v1/lessons/${lessonId}/${lessonFileSegment[kind]}` })

/**
 * A lesson's video or captions: the lesson's file endpoint when staff uploaded a file, otherwise the address they
 * gave, otherwise none.
 */
export const uploadedOrGivenUrl = (
  payload: Payload,
  lessonId: string,
  kind: LessonFileKind,
  uploadedFilename: string | null,
  givenUrl: string | null,
): string | null => (uploadedFilename ? lessonFileUrl(payload, lessonId, kind) : givenUrl || null)
