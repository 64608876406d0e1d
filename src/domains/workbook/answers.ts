import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { maySend, type AnswerStatus, type CoachVerdict } from '@/lib/rules/workbook'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { badRequest, conflict } from '@/lib/server/http/apiError'
import type { AnswerEntry } from '@/lib/validation/workbook'
import { workbookMessages } from '@/lib/validation/workbook'
import type { ActionStateBody } from './contract/schemas'

import { findLessonActions, type LessonAction } from './actions'
import { fileIdsOf, fitAnswers } from './fitAnswers'
import { uploadedFileKinds, workbookFilesOf, type FileViewer, type WorkbookFileInfo } from './files'

/** One send of an answer and the coach's reply to it (none yet while it waits). */
export type SentRound = { round: number; sentAt: string; answers: AnswerEntry[]; coachReply: string | null; verdict: CoachVerdict | null; repliedAt: string | null }

/** The learner's answer to an action: what they are writing, where it stands, and every round so far (newest first). */
export type LearnerAnswer = {
  status: AnswerStatus
  round: number
  answers: AnswerEntry[]
  draftSavedAt: string | null
  sentAt: string | null
  canSend: boolean
  rounds: SentRound[]
  /** The photos and voice notes the answers and rounds name. */
  files: WorkbookFileInfo[]
}

/** A lesson's action with the learner's answer, as the lesson screen and My workbook show it. */
export type ActionState = ActionStateBody

/** The lesson an answer belongs to: its id and its course's. */
export type AnsweredLesson = { id: string; courseId: string }

type AnswerRow = {
  id: string
  lesson_id: string
  status: AnswerStatus
  round: string | number
  answers: AnswerEntry[]
  draft_saved_at: Date | string | null
  sent_at: Date | string | null
}

type SendRow = { answer_id: string; round: string | number; sent_at: Date | string; answers: AnswerEntry[]; coach_reply: string | null; verdict: CoachVerdict | null; replied_at: Date | string | null }

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

/** The answer to an action the learner has not started. */
export const neverAnswered = (): LearnerAnswer => ({ status: 'draft', round: 0, answers: [], draftSavedAt: null, sentAt: null, canSend: true, rounds: [], files: [] })

/** A learner's answers to these lessons' actions with their rounds, by lesson id (two statements, whatever the count). */
export const findLearnerAnswers = async (
  payload: Payload,
  learnerId: string,
  lessonIds: readonly string[],
  viewer: FileViewer = 'learner',
): Promise<Map<string, LearnerAnswer>> => {
  const answers = new Map<string, LearnerAnswer>()
  if (lessonIds.length === 0) return answers
  const rows = (
    await payload.db.drizzle.execute(sql`
      SELECT id, lesson_id, status, round, answers, draft_saved_at, sent_at FROM workbook_answers
      WHERE learner_id = ${learnerId} AND lesson_id IN (${sql.join(lessonIds.map((id) => sql`${id}`), sql`, `)})`)
  ).rows as AnswerRow[]
  if (rows.length === 0) return answers
  const sends = (
    await payload.db.drizzle.execute(sql`
      SELECT answer_id, round, sent_at, answers, coach_reply, verdict, replied_at FROM workbook_sends
      WHERE answer_id IN (${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)})
      ORDER BY round DESC`)
  ).rows as SendRow[]
  const fileIds = fileIdsOf([...rows.flatMap((row) => row.answers), ...sends.flatMap((send) => send.answers)])
  const files = await workbookFilesOf(payload, learnerId, fileIds, viewer)
  for (const row of rows) {
    const rounds = sends
      .filter((send) => String(send.answer_id) === String(row.id))
      .map((send) => ({ round: Number(send.round), sentAt: iso(send.sent_at)!, answers: send.answers, coachReply: send.coach_reply, verdict: send.verdict, repliedAt: iso(send.replied_at) }))
    const named = new Set(fileIdsOf([...row.answers, ...rounds.flatMap((round) => round.answers)]))
    answers.set(String(row.lesson_id), {
      status: row.status,
      round: Number(row.round),
      answers: row.answers,
      draftSavedAt: iso(row.draft_saved_at),
      sentAt: iso(row.sent_at),
      canSend: maySend(row.status),
      rounds,
      files: files.filter((file) => named.has(file.id)),
    })
  }
  return answers
}

/** The action of a lesson with this learner's answer to it. */
export const actionStateFor = async (payload: Payload, learnerId: string, lessonId: string, action: LessonAction): Promise<ActionState> => {
  const answer = (await findLearnerAnswers(payload, learnerId, [lessonId])).get(lessonId) ?? neverAnswered()
  return { lessonId, ...action, answer }
}

/** An answer as a coach reads it in the admin: the action, and the learner's answer with every round. Null when gone. */
export const findAnswerForStaff = async (payload: Payload, answerId: string): Promise<ActionState | null> => {
  const row = (await payload.db.drizzle.execute(sql`SELECT learner_id, lesson_id FROM workbook_answers WHERE id = ${answerId}`)).rows[0] as
    | { learner_id: string; lesson_id: string }
    | undefined
  if (!row) return null
  const lessonId = String(row.lesson_id)
  const action = (await findLessonActions(payload, [lessonId])).get(lessonId) ?? { title: null, instructions: null, prompts: [] }
  const answer = (await findLearnerAnswers(payload, String(row.learner_id), [lessonId], 'staff')).get(lessonId)
  return answer ? { lessonId, ...action, answer } : null
}

/** The answers fitted to the action, or a 400 naming each entry that does not fit. */
const fittedAnswers = async (payload: Payload, learnerId: string, lessonId: string, action: LessonAction, entries: readonly AnswerEntry[]) => {
  const uploaded = await uploadedFileKinds(payload, learnerId, lessonId, fileIdsOf(entries))
  const { answers, errors } = fitAnswers(action.prompts, entries, uploaded)
  if (errors.length > 0) throw badRequest(errors[0].message, errors)
  return answers
}

/**
 * Saves what the learner is writing, as they type: it follows them to any device. It never sends anything to the
 * coach; while an answer waits for a reply, the draft is the start of their next round.
 */
export const saveDraft = async (payload: Payload, learnerId: string, lesson: AnsweredLesson, action: LessonAction, entries: readonly AnswerEntry[]): Promise<void> => {
  const answers = await fittedAnswers(payload, learnerId, lesson.id, action, entries)
  await payload.db.drizzle.execute(sql`
    INSERT INTO workbook_answers (learner_id, lesson_id, course_id, status, answers, round, draft_saved_at)
    VALUES (${learnerId}, ${lesson.id}, ${lesson.courseId}, 'draft', ${JSON.stringify(answers)}::jsonb, 0, now())
    ON CONFLICT (learner_id, lesson_id) DO UPDATE SET answers = excluded.answers, draft_saved_at = now(), updated_at = now()`)
}

export const waitingForCoachMessage = 'Your answer is with your coach. You can send again once they reply.'

/**
 * "Send to my coach": the answer becomes the next round and waits for a reply. Sent once per id the phone made for it
 * (`clientId`): the offline queue sending it again, or a double press, stores nothing more and answers `repeat`. A send
 * while the last one waits for its reply is refused (409): one answer per round.
 */
export const sendAnswer = async (
  payload: Payload,
  learnerId: string,
  lesson: AnsweredLesson,
  action: LessonAction,
  clientId: string,
  entries: readonly AnswerEntry[],
): Promise<'sent' | 'repeat'> => {
  const answers = await fittedAnswers(payload, learnerId, lesson.id, action, entries)
  return inTransaction(payload, async (_req, db) => {
    // The learner's answer row, made if need be and locked: sends of one answer happen one after another.
    await db.execute(sql`
      INSERT INTO workbook_answers (learner_id, lesson_id, course_id, status, answers, round)
      VALUES (${learnerId}, ${lesson.id}, ${lesson.courseId}, 'draft', '[]'::jsonb, 0)
      ON CONFLICT (learner_id, lesson_id) DO NOTHING`)
    const current = (
      await db.execute(sql`SELECT id, status, round FROM workbook_answers WHERE learner_id = ${learnerId} AND lesson_id = ${lesson.id} FOR UPDATE`)
    ).rows[0] as { id: string; status: AnswerStatus; round: string | number }
    const earlier = (await db.execute(sql`SELECT answer_id FROM workbook_sends WHERE client_id = ${clientId}`)).rows[0] as { answer_id: string } | undefined
    if (earlier) {
      if (String(earlier.answer_id) !== String(current.id)) throw conflict('This send id was used for another answer')
      return 'repeat'
    }
    if (!maySend(current.status)) throw conflict(waitingForCoachMessage)
    if (answers.length === 0) throw badRequest(workbookMessages.nothingToSend, [{ field: 'answers', message: workbookMessages.nothingToSend }])
    const round = Number(current.round) + 1
    const json = JSON.stringify(answers)
    await db.execute(sql`
      UPDATE workbook_answers SET status = 'waiting', round = ${round}, answers = ${json}::jsonb, sent_at = now(), draft_saved_at = now(),
        coach_reply = NULL, verdict = NULL, replied_at = NULL, replied_by = NULL, updated_at = now()
      WHERE id = ${current.id}`)
    await db.execute(sql`
      INSERT INTO workbook_sends (answer_id, round, client_id, answers, sent_at) VALUES (${current.id}, ${round}, ${clientId}, ${json}::jsonb, now())`)
    return 'sent'
  })
}

/**
 * "Send to my coach" for a learner without a request: the seed's sample learners. The same checks and writes as the
 * learner's own send; null when the lesson has no action.
 */
export const sendAnswerFor = async (payload: Payload, learnerId: string, lessonId: string, clientId: string, entries: readonly AnswerEntry[]) => {
  const lesson = (await payload.db.drizzle.execute(sql`SELECT id, course_id FROM lessons WHERE id = ${lessonId}`)).rows[0] as { id: string; course_id: string } | undefined
  const action = (await findLessonActions(payload, [lessonId])).get(lessonId)
  if (!lesson || !action) return null
  return sendAnswer(payload, learnerId, { id: String(lesson.id), courseId: String(lesson.course_id) }, action, clientId, entries)
}
