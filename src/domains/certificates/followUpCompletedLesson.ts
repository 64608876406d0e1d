import 'server-only'

import type { Payload } from 'payload'

import { mailEventKey, queueMail } from '@/domains/mail'

import { issueCertificateIfCourseComplete } from './certificates'

/**
 * What follows a completed lesson, wherever it was completed (the button, the player's auto-complete, a completion
 * the phone kept while offline): the course's certificate once every lesson is done, and the congratulations mail
 * that carries it, queued once per certificate.
 */
export const followUpCompletedLesson = async (payload: Payload, learnerId: string, lessonId: string): Promise<void> => {
  const certificate = await issueCertificateIfCourseComplete(payload, learnerId, lessonId)
  if (!certificate) return
  await queueMail(payload, {
    kind: 'congratulations',
    eventKey: mailEventKey('congratulations', certificate.id),
    to: certificate.holderEmail,
    learnerId,
    courseId: certificate.courseId,
  })
}
