import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { relationId } from '@/lib/rules/ids'
import { enrolmentOfLesson, refreshEnrolmentCounters } from '../../../enrolmentCounters'
import { inTransaction } from '@/lib/server/db/inTransaction'
import type { LessonProgress } from '@/payload-types'

/** Set by a caller that deletes progress rows and recounts the counters itself (a lesson or a learner being deleted). */
export const countersRecountedByCaller = 'countersRecountedByCaller'

type Pair = Pick<LessonProgress, 'user' | 'lesson'> | undefined

const recount = async (req: PayloadRequest, pairs: Pair[]): Promise<void> => {
  const keys = new Set<string>()
  await inTransaction(
    req.payload,
    async (_req, db) => {
      for (const pair of pairs) {
        const learnerId = relationId(pair?.user)
        const lessonId = relationId(pair?.lesson)
        if (!learnerId || !lessonId || keys.has(`${learnerId} ${lessonId}`)) continue
        keys.add(`${learnerId} ${lessonId}`)
        await refreshEnrolmentCounters(db, enrolmentOfLesson(learnerId, lessonId))
      }
    },
    req,
  )
}

/** Progress written through Payload (the admin, the Local API) recounts the enrolment it belongs to, in the same transaction. */
export const countProgressAfterChange: CollectionAfterChangeHook<LessonProgress> = async ({ doc, previousDoc, operation, req }) => {
  const changed =
    operation === 'create' ||
    previousDoc?.isCompleted !== doc.isCompleted ||
    previousDoc?.completedAt !== doc.completedAt ||
    relationId(previousDoc?.user) !== relationId(doc.user) ||
    relationId(previousDoc?.lesson) !== relationId(doc.lesson)
  if (changed) await recount(req, [doc, operation === 'update' ? previousDoc : undefined])
  return doc
}

export const countProgressAfterDelete: CollectionAfterDeleteHook<LessonProgress> = async ({ doc, req, context }) => {
  if (!context[countersRecountedByCaller]) await recount(req, [doc])
  return doc
}
