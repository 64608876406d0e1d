import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { findProgrammeState, findWhatsAppGroupLink } from '@/domains/content'
import { coursePublished } from '@/domains/learning'
import { mentoringLimits } from '@/domains/mentoring/contract/rules'
import { setUpChecklist, setUpTargets, type SetUpItem } from '@/lib/rules/setUpChecklist'

/**
 * The admin home's set-up checklist, from what is stored now: the group link and the programme's state, and one
 * statement counting the calls of the next fortnight, the mentoring times learners could book in the next four weeks
 * (free, and far enough ahead to book), the saved comments, and the PDFs of published courses' downloads.
 */
export const findSetUpChecklist = async (payload: Payload, now = new Date()): Promise<SetUpItem[]> => {
  const moment = now.toISOString()
  const [groupLink, programme, counts] = await Promise.all([
    findWhatsAppGroupLink(payload),
    findProgrammeState(payload),
    payload.db.drizzle.execute(sql`
      SELECT
        (SELECT count(*) FROM live_sessions
          WHERE NOT cancelled AND starts_at >= ${moment}::timestamptz
            AND starts_at < ${moment}::timestamptz + make_interval(days => ${setUpTargets.callWithinDays}))::int AS calls_soon,
        (SELECT count(*) FROM mentoring_slots s
          WHERE s.starts_at >= ${moment}::timestamptz + make_interval(hours => ${mentoringLimits.changeHoursBefore})
            AND s.starts_at < ${moment}::timestamptz + make_interval(days => ${setUpTargets.slotsWithinDays})
            AND NOT EXISTS (SELECT 1 FROM mentoring_bookings b WHERE b.active_slot = s.id::text))::int AS free_slots_soon,
        (SELECT count(*) FROM coach_comments)::int AS saved_comments,
        (SELECT count(*) FROM workbook_resources r JOIN courses c ON c.id = r.course_id
          WHERE r.mime_type = 'application/pdf' AND ${coursePublished})::int AS workbook_pdfs`),
  ])
  const row = counts.rows[0] as { calls_soon: number; free_slots_soon: number; saved_comments: number; workbook_pdfs: number }
  return setUpChecklist(
    {
      groupLinkSet: groupLink !== null,
      programme,
      callsSoon: Number(row.calls_soon),
      freeSlotsSoon: Number(row.free_slots_soon),
      savedComments: Number(row.saved_comments),
      workbookPdfs: Number(row.workbook_pdfs),
    },
    now,
  )
}
