import 'server-only'

import type { Payload } from 'payload'

import { composeCourseOpenMail } from '@/domains/courseInterest'
import { composeAccessAnsweredMail } from '@/domains/paidAccess'
import { composeWaitingListMail } from '@/domains/waitingList'
import { congratulationsMail } from './templates/CongratulationsMail'
import { enrolmentMail } from './templates/EnrolmentMail'
import { reminderMail } from './templates/ReminderMail'
import { renderMail } from './templates/renderMail'
import type { LearnerMailBase, LessonLink, MailContent } from './templates/types'
import { welcomeMail } from './templates/WelcomeMail'
import { certificateFileName, certificatePdfPath } from '@/lib/rules/certificates'
import { longDate } from '@/lib/rules/londonDates'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { mailTopicLabels, mailTopicOf, type MailKind } from '@/lib/rules/mailKinds'
import { greetingName } from '@/lib/rules/names'
import { certificatePdf, verificationUrl } from '@/domains/certificates'
import { env } from '@/lib/server/env'

import type { ClaimedDelivery } from './deliveries'
import { learnerMailFacts, type LearnerMailFacts } from './mailFacts'
import { staffDigest } from './staffDigest'
import { unsubscribeLinks } from './unsubscribeToken'

export type OutgoingMail = {
  to: string
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/** A mail ready to send, or why not to send it (the learner turned it off, or there is nothing left to say). */
export type Composed = { mail: OutgoingMail } | { skip: string }

const lessonLink = (lesson: { id: string; title: string }): LessonLink => ({ title: lesson.title, url: `${env.publicUrl}${continueLessonHref(lesson.id)}` })

const courseUrl = (courseId: string) => `${env.publicUrl}/v1/courses/${courseId}`

type LearnerMailParts = { content: MailContent; attachments?: OutgoingMail['attachments'] }

/** The learner mail of each kind, or why there is none: it is decided from the facts as they are now. */
type LearnerMailKind = Exclude<MailKind, 'digest' | 'waitingListConfirmation' | 'waitingListAnnouncement' | 'courseOpen' | 'accessAnswered'>

const learnerMail = async (kind: LearnerMailKind, facts: LearnerMailFacts, base: LearnerMailBase): Promise<LearnerMailParts | string> => {
  const { course, certificate } = facts
  if (!course) return 'The course is no longer there'
  switch (kind) {
    case 'welcome':
      return {
        content: welcomeMail({ ...base, courseTitle: course.title, courseUrl: courseUrl(course.id), firstLesson: course.firstLesson && lessonLink(course.firstLesson) }),
      }
    case 'enrolment':
      return {
        content: enrolmentMail({
          ...base,
          courseTitle: course.title,
          courseUrl: courseUrl(course.id),
          lessonCount: course.lessonCount,
          nextLesson: course.nextLesson && lessonLink(course.nextLesson),
          lessonsOpen: course.lessonsOpen,
        }),
      }
    case 'reminder':
      if (!course.nextLesson) return 'The learner has finished the course'
      return {
        content: reminderMail({ ...base, courseTitle: course.title, nextLesson: lessonLink(course.nextLesson), lessonsLeft: course.lessonCount - course.completedCount }),
      }
    case 'congratulations':
      if (!certificate || certificate.revokedAt) return 'The certificate is revoked or gone'
      return {
        content: congratulationsMail({
          ...base,
          courseTitle: certificate.courseTitle,
          completedOn: longDate(certificate.completedAt),
          verificationUrl: verificationUrl(certificate.code),
          pdfUrl: `${env.publicUrl}${certificatePdfPath(certificate.code)}`,
        }),
        attachments: [{ filename: certificateFileName(certificate.courseTitle), content: await certificatePdf(certificate), contentType: 'application/pdf' }],
      }
  }
}

/** Renders the delivery's mail from its template, with the facts as they are when it is sent. */
export const composeMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  if (delivery.kind === 'digest') {
    const content = await staffDigest(payload, new Date())
    return { mail: { to: delivery.to, ...(await renderMail(content)) } }
  }
  if (delivery.kind === 'waitingListConfirmation' || delivery.kind === 'waitingListAnnouncement') return composeWaitingListMail(payload, delivery)
  if (delivery.kind === 'courseOpen') return composeCourseOpenMail(payload, delivery)
  if (delivery.kind === 'accessAnswered') return composeAccessAnsweredMail(payload, delivery)
  if (!delivery.learnerId) return { skip: 'The learner is gone' }
  const facts = await learnerMailFacts(payload, delivery.learnerId, delivery.courseId ?? null)
  if (!facts) return { skip: 'The learner is gone' }
  const topic = mailTopicOf(delivery.kind)!
  if (!facts.learner.wants[topic]) return { skip: `The learner turned off: ${mailTopicLabels[topic]}` }
  const links = unsubscribeLinks({ learnerId: facts.learner.id, topic })
  const base: LearnerMailBase = {
    siteUrl: env.publicUrl,
    firstName: greetingName(facts.learner),
    unsubscribe: { pageUrl: links.page, what: topic === 'reminders' ? 'reminders' : 'emails about your courses', because: 'you have a Solving Tech account' },
  }
  const parts = await learnerMail(delivery.kind, facts, base)
  if (typeof parts === 'string') return { skip: parts }
  return {
    mail: {
      // The address as it is now: a learner who changed their email gets the mail at the new one.
      to: facts.learner.email,
      ...(await renderMail(parts.content)),
      headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: parts.attachments,
    },
  }
}
