import type { CollectionAfterChangeHook } from 'payload'

import { queueCourseOpenMails } from '@/domains/courseInterest'
import type { Course } from '@/payload-types'

/** A course that just opened (now published and available, and not both before) mails everyone waiting for it, once. */
export const tellWaitingPeopleWhenOpen: CollectionAfterChangeHook<Course> = async ({ doc, previousDoc, req }) => {
  const open = (course: Partial<Course> | undefined) => Boolean(course?.isPublished) && course?.status === 'available'
  if (open(doc) && !open(previousDoc)) await queueCourseOpenMails(req, String(doc.id))
  return doc
}
