import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { ValidationError, type Payload } from 'payload'

import { isId } from '@/lib/rules/ids'
import { mediaTypeOf, photoTypes, uploadQuota, voiceTypes, workbookLimits } from '@/lib/rules/workbook'
import { ApiError, badRequest, conflict } from '@/lib/server/http/apiError'
import type { PrivateFile } from '@/lib/server/uploads/privateFiles'

import type { LessonAction } from './actions'
import { readVoice, shrinkPhoto, unreadablePhotoMessage, unreadableVoiceMessage } from './media'

export type WorkbookFileKind = 'photo' | 'voice'

/** A photo or voice note as its owner's screens see it: the id the phone gave it, and where to fetch it. */
export type WorkbookFileInfo = { id: string; kind: WorkbookFileKind; url: string; durationSeconds: number | null }

export const workbookFileUrl = (clientId: string) => `/api/v1/workbook/files/${clientId}`

const unsupportedTypeMessage = 'Add a photo (JPEG, PNG, WebP, GIF or HEIC) or a voice note (WebM, Ogg or MP4)'

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
 * Why a learner has no room for another photo or voice note, or null: before the new file is written there must be room
 * for one more; once it is written (`newFileStored`), it must fit.
 */
const quotaRefusal = async (payload: Payload, learnerId: string, lessonId: string, kind: WorkbookFileKind, newFileStored: boolean): Promise<string | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT count(*) FILTER (WHERE lesson_id = ${lessonId} AND kind = ${kind})::int AS of_kind, COALESCE(sum(filesize), 0)::bigint AS bytes
    FROM workbook_files WHERE learner_id = ${learnerId}`)
  const row = result.rows[0] as { of_kind: number; bytes: string | number }
  const room = newFileStored ? 0 : 1
  if (row.of_kind + room > uploadQuota[kind].perLesson) return uploadQuota[kind].fullMessage
  if (Number(row.bytes) + room > uploadQuota.bytesPerLearner) return uploadQuota.fullBytesMessage
  return null
}

/**
 * Stores a photo or voice note a learner added to a lesson's action, once per id their phone gave it: a repeat (the
 * offline queue sending again) answers with the stored file. Only what the action asks for is taken (400), and only up
 * to the quota (409): so many photos and voice notes a lesson, so many megabytes a learner. Photos are turned upright,
 * shrunk and saved as JPEG without their location or camera details; voice notes are kept as recorded, up to 60
 * seconds, without their metadata.
 */
export const storeWorkbookFile = async (
  payload: Payload,
  upload: { learnerId: string; lessonId: string; action: LessonAction; clientId: string; kind: WorkbookFileKind; bytes: Buffer },
): Promise<{ file: WorkbookFileInfo; created: boolean }> => {
  const existing = await findFileRow(payload, upload.learnerId, upload.clientId)
  if (existing) {
    if (String(existing.lesson_id) !== upload.lessonId) throw conflict('This file id was used for another lesson')
    return { file: toInfo(existing), created: false }
  }
  if (!upload.action.prompts.some((prompt) => prompt.kind === upload.kind)) throw badRequest(notAskedMessage[upload.kind])
  const before = await quotaRefusal(payload, upload.learnerId, upload.lessonId, upload.kind, false)
  if (before) throw conflict(before)
  const stored = upload.kind === 'photo' ? await photoFile(upload.bytes, upload.clientId) : voiceFile(upload.bytes, upload.clientId)
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
  // Counted again with this file stored: of two uploads at once that both took the last place, neither stays.
  const after = await quotaRefusal(payload, upload.learnerId, upload.lessonId, upload.kind, true)
  if (after) {
    await payload.delete({ collection: 'workbook-files', where: { learner: { equals: upload.learnerId }, clientId: { equals: upload.clientId } }, overrideAccess: true })
    throw conflict(after)
  }
  return { file: toInfo((await findFileRow(payload, upload.learnerId, upload.clientId))!), created: true }
}

const notAskedMessage: Record<WorkbookFileKind, string> = {
  photo: "This lesson's action does not ask for a photo",
  voice: "This lesson's action does not ask for a voice note",
}

const photoFile = async (bytes: Buffer, clientId: string) => ({ data: await shrinkPhoto(bytes), mimetype: 'image/jpeg', name: `${clientId}.jpg`, durationSeconds: null })

const voiceFile = (bytes: Buffer, clientId: string) => {
  const note = readVoice(bytes)
  return { data: note.bytes, mimetype: note.mimeType, name: `${clientId}.${note.extension}`, durationSeconds: Math.round(note.seconds * 10) / 10 }
}

/**
 * Deletes the photos and voice notes that no draft and no sent answer of their learner names, once they are
 * `unusedFileDays` old (a photo taken out of an answer, or one whose answer was never saved), from the database and
 * from storage. The maintenance job runs it; returns how many went.
 */
export const removeUnusedWorkbookFiles = async (payload: Payload): Promise<number> => {
  const names = (answers: SQL) => sql`${answers} @> jsonb_build_array(jsonb_build_object('fileIds', jsonb_build_array(f.client_id)))`
  const result = await payload.db.drizzle.execute(sql`
    SELECT f.id FROM workbook_files f
    WHERE f.created_at < now() - make_interval(days => ${unusedFileDays})
      AND NOT EXISTS (SELECT 1 FROM workbook_answers a WHERE a.learner_id = f.learner_id AND ${names(sql`a.answers`)})
      AND NOT EXISTS (
        SELECT 1 FROM workbook_sends s JOIN workbook_answers a ON a.id = s.answer_id WHERE a.learner_id = f.learner_id AND ${names(sql`s.answers`)})
    LIMIT 500`)
  const ids = (result.rows as { id: string | number }[]).map((row) => row.id)
  if (ids.length === 0) return 0
  const removed = await payload.delete({ collection: 'workbook-files', where: { id: { in: ids } }, overrideAccess: true })
  return removed.docs.length
}

/** How long a photo or voice note that no answer names is kept. */
export const unusedFileDays = 7

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
