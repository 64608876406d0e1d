import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { PushComposer } from '@/domains/notifications'
import type { FeatureModule } from '@/lib/server/featureModule'

import { composeCoachReplyMail, composeCoachReplyPush } from './coachReply'
import { CoachComments } from './collections/CoachComments'
import { WorkbookAnswers } from './collections/WorkbookAnswers'
import { WorkbookFiles } from './collections/WorkbookFiles'
import { WorkbookResources } from './collections/WorkbookResources'
import { WorkbookSends } from './collections/WorkbookSends'
import { workbookEndpoints } from './endpoints/workbook'

/** The practical workbook: each lesson's action, the learner's answers with photos and voice notes, and the coach's reply. */
export const workbookModule: FeatureModule<MailComposer, PushComposer> = {
  name: 'workbook',
  collections: [WorkbookAnswers, WorkbookSends, WorkbookFiles, WorkbookResources, CoachComments],
  endpoints: [...workbookEndpoints],
  mails: {
    coachReply: composeCoachReplyMail,
  },
  pushes: { coachReply: composeCoachReplyPush },
  learnerData: [
    {
      name: 'workbook',
      about: "Each time you sent a lesson's action to your coach: your answers (photos and voice notes by their id), and the coach's reply.",
      columns: ['course', 'lesson', 'round', 'sent_at', 'answers', 'coach_reply', 'verdict', 'replied_at'],
      query: ({ id }) => sql`
        SELECT c.title AS course, l.title AS lesson, s.round::int AS round, s.sent_at, s.answers::text AS answers, s.coach_reply,
          s.verdict::text AS verdict, s.replied_at
        FROM workbook_sends s JOIN workbook_answers a ON a.id = s.answer_id JOIN lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = a.course_id
        WHERE a.learner_id = ${id} ORDER BY s.sent_at`,
    },
    {
      name: 'workbook-drafts',
      about: "What you are writing in each lesson's action, saved as you type, and where it stands.",
      columns: ['course', 'lesson', 'status', 'answers', 'saved_at'],
      query: ({ id }) => sql`
        SELECT c.title AS course, l.title AS lesson, a.status::text AS status, a.answers::text AS answers, a.draft_saved_at AS saved_at
        FROM workbook_answers a JOIN lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = a.course_id
        WHERE a.learner_id = ${id} ORDER BY c.title, l.order_index`,
    },
    {
      name: 'workbook-files',
      about: 'The photos and voice notes you added to your answers (open them in My workbook, or download its PDF).',
      columns: ['id', 'kind', 'lesson', 'seconds', 'added_at'],
      query: ({ id }) => sql`
        SELECT f.client_id AS id, f.kind::text AS kind, l.title AS lesson, f.duration_seconds::float AS seconds, f.created_at AS added_at
        FROM workbook_files f JOIN lessons l ON l.id = f.lesson_id WHERE f.learner_id = ${id} ORDER BY f.created_at`,
    },
  ],
  // What they wrote and photographed goes; that an action was done (and when) stays in the figures.
  closeAccount: async ({ db, req, learner }) => {
    await db.execute(sql`UPDATE workbook_answers SET answers = '[]'::jsonb, coach_reply = NULL, updated_at = now() WHERE learner_id = ${learner.id}`)
    await db.execute(sql`
      UPDATE workbook_sends SET answers = '[]'::jsonb, coach_reply = NULL, updated_at = now()
      WHERE answer_id IN (SELECT id FROM workbook_answers WHERE learner_id = ${learner.id})`)
    await req.payload.delete({ collection: 'workbook-files', where: { learner: { equals: learner.id } }, req, overrideAccess: true })
  },
}
