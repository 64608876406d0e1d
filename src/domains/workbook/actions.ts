import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { checklistItems, type AnswerStatus, type PromptKind } from '@/lib/rules/workbook'

/** One question of a lesson's action; `items` are a checklist's (none for other kinds). */
export type ActionPrompt = { id: string; kind: PromptKind; question: string; items: string[] }

/** "Action for this week" as staff set it on the lesson. */
export type LessonAction = { title: string | null; instructions: string | null; prompts: ActionPrompt[] }

type PromptRow = { parent_id: string; id: string; kind: PromptKind; question: string; checklist_items: string | null; title: string | null; instructions: string | null }

/** The actions of these lessons, by lesson id; a lesson without prompts has no action and is left out. One statement. */
export const findLessonActions = async (payload: Payload, lessonIds: readonly string[]): Promise<Map<string, LessonAction>> => {
  const actions = new Map<string, LessonAction>()
  if (lessonIds.length === 0) return actions
  const result = await payload.db.drizzle.execute(sql`
    SELECT p._parent_id AS parent_id, p.id, p.kind, p.question, p.checklist_items, l.action_title AS title, l.action_instructions AS instructions
    FROM lessons_action_prompts p JOIN lessons l ON l.id = p._parent_id
    WHERE p._parent_id IN (${sql.join(lessonIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY p._parent_id, p._order`)
  for (const row of result.rows as PromptRow[]) {
    const lessonId = String(row.parent_id)
    const action = actions.get(lessonId) ?? { title: row.title?.trim() || null, instructions: row.instructions?.trim() || null, prompts: [] }
    action.prompts.push({ id: row.id, kind: row.kind, question: row.question, items: row.kind === 'checklist' ? checklistItems(row.checklist_items) : [] })
    actions.set(lessonId, action)
  }
  return actions
}

/** A lesson's action, or null when staff set none. */
export const findLessonAction = async (payload: Payload, lessonId: string): Promise<LessonAction | null> =>
  (await findLessonActions(payload, [lessonId])).get(lessonId) ?? null

/** What the lesson screen shows of an action before it is opened: its title, instructions, size and where the answer stands. */
export type ActionSummary = { title: string | null; instructions: string | null; promptCount: number; status: AnswerStatus }

/** The action's summary for this learner, or null when the lesson has none. One statement. */
export const findActionSummary = async (payload: Payload, learnerId: string, lessonId: string): Promise<ActionSummary | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT l.action_title AS title, l.action_instructions AS instructions,
      (SELECT count(*) FROM lessons_action_prompts p WHERE p._parent_id = l.id) AS prompt_count,
      (SELECT a.status FROM workbook_answers a WHERE a.lesson_id = l.id AND a.learner_id = ${learnerId}) AS status
    FROM lessons l WHERE l.id = ${lessonId}`)
  const row = result.rows[0] as { title: string | null; instructions: string | null; prompt_count: string | number; status: AnswerStatus | null } | undefined
  if (!row || Number(row.prompt_count) === 0) return null
  return { title: row.title?.trim() || null, instructions: row.instructions?.trim() || null, promptCount: Number(row.prompt_count), status: row.status ?? 'draft' }
}
