import 'server-only'

import type { Payload } from 'payload'

import { enrolmentMail } from './templates/EnrolmentMail'
import { reminderMail } from './templates/ReminderMail'
import { renderMail } from './templates/renderMail'
import type { LearnerMailBase, LessonLink, MailContent } from './templates/types'
import { welcomeMail } from './templates/WelcomeMail'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { mailKinds, mailTopicLabels, mailTopicOf, type MailKind } from '@/lib/rules/mailKinds'
import { greetingName } from '@/lib/rules/names'
import { env } from '@/lib/server/env'
import { modulesOf, type FeatureModule } from '@/lib/server/featureModule'
import { findWhatsAppGroupLink } from '@/domains/content'

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

/** The mails this module writes itself: the learner's mails about a course, and the staff digest. */
const ownKinds = ['welcome', 'enrolment', 'reminder', 'digest'] as const satisfies readonly MailKind[]

type OwnMailKind = (typeof ownKinds)[number]

const isOwnKind = (kind: MailKind): kind is OwnMailKind => (ownKinds as readonly MailKind[]).includes(kind)

/** Composes a recorded mail of one kind when it is sent: a feature module contributes one per kind it records. */
export type MailComposer = (payload: Payload, delivery: ClaimedDelivery) => Promise<Composed>

/**
 * Each kind of mail has one composer: this module's own kinds, every other kind from exactly one module. Checked when
 * the config is built, so a kind with no composer (or two) stops the app at start, not at the first send.
 */
export const checkMailComposers = (modules: FeatureModule<MailComposer>[]): void => {
  const composedBy = new Map<MailKind, string[]>(ownKinds.map((kind) => [kind, ['mail']]))
  for (const feature of modules) for (const kind of Object.keys(feature.mails ?? {}) as MailKind[]) composedBy.set(kind, [...(composedBy.get(kind) ?? []), feature.name])
  const problems = mailKinds.flatMap((kind) => {
    const modulesOfKind = composedBy.get(kind) ?? []
    if (modulesOfKind.length === 1) return []
    return [modulesOfKind.length === 0 ? `no module composes '${kind}' mails` : `'${kind}' mails are composed by ${modulesOfKind.join(' and ')}`]
  })
  if (problems.length > 0) throw new Error(`Mail kinds: ${problems.join('; ')}.`)
}

const lessonLink = (lesson: { id: string; title: string }): LessonLink => ({ title: lesson.title, url: `${env.publicUrl}${continueLessonHref(lesson.id)}` })

const courseUrl = (courseId: string) => `${env.publicUrl}/v1/courses/${courseId}`

/** A learner mail's content and its attachments. */
export type LearnerMailParts = { content: MailContent; attachments?: OutgoingMail['attachments'] }

/** The learner mail of each kind, or why there is none: it is decided from the facts as they are now. */
type LearnerMailKind = Exclude<OwnMailKind, 'digest'>

const learnerMail = async (payload: Payload, kind: LearnerMailKind, facts: LearnerMailFacts, base: LearnerMailBase): Promise<LearnerMailParts | string> => {
  const { course } = facts
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
          groupLink: course.lessonsOpen ? await findWhatsAppGroupLink(payload) : null,
        }),
      }
    case 'reminder':
      if (!course.nextLesson) return 'The learner has finished the course'
      return {
        content: reminderMail({ ...base, courseTitle: course.title, nextLesson: lessonLink(course.nextLesson), lessonsLeft: course.lessonCount - course.completedCount }),
      }
  }
}

/**
 * A mail to a learner about a course, written by `write` from the facts as they are when it is sent: skipped when the
 * learner is gone or turned this kind of mail off; sent to their address as it is now, with one-click unsubscribe.
 */
export const composeLearnerMail = async (
  payload: Payload,
  delivery: ClaimedDelivery,
  write: (facts: LearnerMailFacts, base: LearnerMailBase) => LearnerMailParts | string | Promise<LearnerMailParts | string>,
): Promise<Composed> => {
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
  const parts = await write(facts, base)
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

/** Renders the delivery's mail from its template, with the facts as they are when it is sent. */
export const composeMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const { kind } = delivery
  if (kind === 'digest') {
    const content = await staffDigest(payload, new Date())
    return { mail: { to: delivery.to, ...(await renderMail(content)) } }
  }
  if (isOwnKind(kind)) return composeLearnerMail(payload, delivery, (facts, base) => learnerMail(payload, kind, facts, base))
  const composer = modulesOf<MailComposer>(payload).find((feature) => feature.mails?.[kind])?.mails?.[kind]
  if (!composer) throw new Error(`No module composes '${kind}' mails`)
  return composer(payload, delivery)
}
