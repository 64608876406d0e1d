import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type Payload } from 'payload'

import { isId } from '@/lib/rules/ids'
import { mediaTypeOf, photoTypes, voiceTypes, workbookLimits } from '@/lib/rules/workbook'
import { ApiError, badRequest, conflict } from '@/lib/server/http/apiError'
import type { PrivateFile } from '@/lib/server/uploads/privateFiles'

import { shrinkPhoto, unreadablePhotoMessage, unreadableVoiceMessage, voiceNoteSeconds } from './media'

export type WorkbookFileKind = 'photo' | 'voice'

/** A photo or voice note as its owner's screens see it: the id the phone gave it, and where to fetch it. */
export type WorkbookFileInfo = { id: string; kind: WorkbookFileKind; url: string; durationSeconds: number | null }

export const workbookFileUrl = (clientId: string) => `/api/v1/workbook/files/${clientId}`

const unsupportedTypeMessage = 'Add a photo (JPEG, PNG, WebP or HEIC) or a voice note (WebM, Ogg, MP4, MP3 or WAV)'

/** What an upload's Content-Type makes it, with the most bytes it may have; 415 for anything else. */
export const uploadKindOf = (contentType: string | null): { kind: WorkbookFileKind; mediaType: string; maxBytes: number } => {
  const mediaType = mediaTypeOf(contentType)
  if ((photoTypes as readonly string[]).includes(mediaType)) return { kind: 'photo', mediaType, maxBytes: workbookLimits.photoBytes }
  if ((voiceTypes as readonly string[]).includes(mediaType)) return { kind: 'voice', mediaType, maxBytes: workbookLimits.voiceBytes }
  throw new ApiError(415, unsupportedTypeMessage)
}

export const uploadTooLargeMessage: Record<WorkbookFileKind, string> = {
  photo: `Photos can be up to ${workbookLimits.photoBytes / 1024 / 1024} MB`,
  voice: `Voice notes can be up to ${workbookLimits.voiceSeconds} seconds`,
}

type FileRow = { client_id: string; kind: WorkbookFileKind; duration_seconds: string | number | null; lesson_id: string; filename: string; prefix: string | null; mime_type: string | null }

/** Who is looking: the learner fetches their files from /api/v1; staff from Payload's file route, behind its access rule. */
export type FileViewer = 'learner' | 'staff'

const toInfo = (row: FileRow, viewer: FileViewer = 'learner'): WorkbookFileInfo => ({
  id: row.client_id,
  kind: row.kind,
  url: viewer === 'learner' ? workbookFileUrl(row.client_id) : `/api/workbook-files/file/${encodeURIComponent(row.filename)}`,
  durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
})

const findFileRow = async (payload: Payload, learnerId: string, clientId: string): Promise<FileRow | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT client_id, kind, duration_seconds, lesson_id, filename, prefix, mime_type
    FROM workbook_files WHERE learner_id = ${learnerId} AND client_id = ${clientId}`)
  return (result.rows[0] as FileRow | undefined) ?? null
}

/**
 * Stores a photo or voice note a learner added to a lesson's action, once per id their phone gave it: a repeat (the
 * offline queue sending again) answers with the stored file. Photos are turned upright, shrunk and saved as JPEG
 * without their location or camera details; voice notes are kept as recorded, up to 60 seconds.
 */
export const storeWorkbookFile = async (
  payload: Payload,
  upload: { learnerId: string; lessonId: string; clientId: string; mediaType: string; kind: WorkbookFileKind; bytes: Buffer },
): Promise<{ file: WorkbookFileInfo; created: boolean }> => {
  const existing = await findFileRow(payload, upload.learnerId, upload.clientId)
  if (existing) {
    if (String(existing.lesson_id) !== upload.lessonId) throw conflict('This file id was used for another lesson')
    return { file: toInfo(existing), created: false }
  }
  const stored =
    upload.kind === 'photo'
      ? { data: await shrinkPhoto(upload.bytes), mimetype: 'image/jpeg', name: `${upload.clientId}.jpg`, durationSeconds: null }
      : await voiceFile(upload.bytes, upload.mediaType, upload.clientId)
  try {
    await payload.create({
      collection: 'workbook-files',
      overrideAccess: true,
      data: { learner: upload.learnerId, lesson: upload.lessonId, clientId: upload.clientId, kind: upload.kind, durationSeconds: stored.durationSeconds },
      file: { data: stored.data, mimetype: stored.mimetype, name: stored.name, size: stored.data.length },
    })
  } catch (error) {
    // The same upload arriving twice at once: the unique (learner, clientId) index keeps one; the other answers with it.
    const raced = await findFileRow(payload, upload.learnerId, upload.clientId)
    if (raced) return { file: toInfo(raced), created: false }
    // Payload reads the type from the bytes too: bytes that are not what the upload says they are.
    if (error instanceof ValidationError) throw badRequest(upload.kind === 'photo' ? unreadablePhotoMessage : unreadableVoiceMessage)
    throw error
  }
  return { file: toInfo((await findFileRow(payload, upload.learnerId, upload.clientId))!), created: true }
}

const voiceExtensions: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/aac': 'aac' }

const voiceFile = async (bytes: Buffer, mediaType: string, clientId: string) => {
  const seconds = await voiceNoteSeconds(bytes, mediaType)
  if (seconds === null) throw badRequest(unreadableVoiceMessage)
  if (seconds > workbookLimits.voiceSeconds + 0.5) throw badRequest(uploadTooLargeMessage.voice)
  return { data: bytes, mimetype: mediaType, name: `${clientId}.${voiceExtensions[mediaType] ?? 'audio'}`, durationSeconds: Math.round(seconds * 10) / 10 }
}

/** A learner's own photo or voice note, to serve; null for an id that is not one of theirs. */
export const findOwnWorkbookFile = async (payload: Payload, learnerId: string, clientId: string): Promise<(PrivateFile & { mimeType: string }) | null> => {
  if (!isId(clientId)) return null
  const row = await findFileRow(payload, learnerId, clientId)
  return row ? { filename: row.filename, prefix: row.prefix, mimeType: row.mime_type ?? 'application/octet-stream' } : null
}

/** The kinds of the files this learner uploaded for this lesson, by the ids their phone gave them. */
export const uploadedFileKinds = async (payload: Payload, learnerId: string, lessonId: string, clientIds: readonly string[]): Promise<Map<string, WorkbookFileKind>> => {
  const kinds = new Map<string, WorkbookFileKind>()
  if (clientIds.length === 0) return kinds
  const result = await payload.db.drizzle.execute(sql`
    SELECT client_id, kind FROM workbook_files
    WHERE learner_id = ${learnerId} AND lesson_id = ${lessonId} AND client_id IN (${sql.join(clientIds.map((id) => sql`${id}`), sql`, `)})`)
  for (const row of result.rows as { client_id: string; kind: WorkbookFileKind }[]) kinds.set(row.client_id, row.kind)
  return kinds
}

/** The files a learner's answers name, for their screens or a coach's. */
export const workbookFilesOf = async (payload: Payload, learnerId: string, clientIds: readonly string[], viewer: FileViewer = 'learner'): Promise<WorkbookFileInfo[]> => {
  if (clientIds.length === 0) return []
  const result = await payload.db.drizzle.execute(sql`
    SELECT client_id, kind, duration_seconds, lesson_id, filename, prefix, mime_type FROM workbook_files
    WHERE learner_id = ${learnerId} AND client_id IN (${sql.join(clientIds.map((id) => sql`${id}`), sql`, `)})`)
  return (result.rows as FileRow[]).map((row) => toInfo(row, viewer))
}
