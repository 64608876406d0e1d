import 'server-only'

import type { Payload } from 'payload'

import { findWhatsAppGroupLink } from '@/domains/content'
import { composeLearnerMail, lessonLink, type ClaimedDelivery, type Composed } from '@/domains/mail'
import { env } from '@/lib/server/env'

import { enrolmentMail } from './EnrolmentMail'
import { welcomeMail } from './WelcomeMail'

const courseUrl = (courseId: string) => `${env.publicUrl}/v1/courses/${courseId}`

const courseGone = 'The course is no longer there'

/** After registration: the programme's first course and its first lesson (the featured course when none was chosen). */
export const composeWelcomeMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, ({ course }, base) =>
    course
      ? { content: welcomeMail({ ...base, courseTitle: course.title, courseUrl: courseUrl(course.id), firstLesson: course.firstLesson && lessonLink(course.firstLesson) }) }
      : courseGone,
  )

/** After enrolling: the course, its next lesson, whether its lessons are open, and the WhatsApp group when they are. */
export const composeEnrolmentMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async ({ course }, base) =>
    course
      ? {
          content: enrolmentMail({
            ...base,
            courseTitle: course.title,
            courseUrl: courseUrl(course.id),
            lessonCount: course.lessonCount,
            nextLesson: course.nextLesson && lessonLink(course.nextLesson),
            lessonsOpen: course.lessonsOpen,
            groupLink: course.lessonsOpen ? await findWhatsAppGroupLink(payload) : null,
          }),
        }
      : courseGone,
  )
