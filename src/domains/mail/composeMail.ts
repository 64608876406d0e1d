import 'server-only'

import type { Payload } from 'payload'

import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import type { LearnerMailBase, LessonLink, MailContent } from '@/lib/server/mailTemplates/types'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { mailKinds, mailTopicLabels, mailTopicOf, type MailKind } from '@/lib/rules/mailKinds'
import { greetingName } from '@/lib/rules/names'
import { env } from '@/lib/server/env'
import { modulesOf, type FeatureModule } from '@/lib/server/featureModule'

import type { ClaimedDelivery } from './deliveries'
import { learnerMailFacts, type LearnerMailFacts } from './mailFacts'
import { oneClickUnsubscribeHeaders, unsubscribeLinks } from './unsubscribeToken'

export type OutgoingMail = {
  to: string
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/**
 * A mail ready to send, or why not to send it (the learner turned it off, or there is nothing left to say).
 * `recordedSubject` is the subject Sent mail keeps when the real one holds a secret (a code).
 */
export type Composed = { mail: OutgoingMail; recordedSubject?: string } | { skip: string }

/** Composes a recorded mail of one kind when it is sent: a feature module contributes one per kind it records. */
export type MailComposer = (payload: Payload, delivery: ClaimedDelivery) => Promise<Composed>

/**
 * Each kind of mail has one composer, from exactly one module. Checked when
 * the config is built, so a kind with no composer (or two) stops the app at start, not at the first send.
 */
export const checkMailComposers = (modules: FeatureModule<MailComposer, unknown>[]): void => {
  const composedBy = new Map<MailKind, string[]>()
  for (const feature of modules) for (const kind of Object.keys(feature.mails ?? {}) as MailKind[]) composedBy.set(kind, [...(composedBy.get(kind) ?? []), feature.name])
  const problems = mailKinds.flatMap((kind) => {
    const modulesOfKind = composedBy.get(kind) ?? []
    if (modulesOfKind.length === 1) return []
    return [modulesOfKind.length === 0 ? `no module composes '${kind}' mails` : `'${kind}' mails are composed by ${modulesOfKind.join(' and ')}`]
  })
  if (problems.length > 0) throw new Error(`Mail kinds: ${problems.join('; ')}.`)
}

/** A lesson as a mail links to it: where the learner continues it. */
export const lessonLink = (lesson: { id: string; title: string }): LessonLink => ({ title: lesson.title, url: `${env.publicUrl}${continueLessonHref(lesson.id)}` })

/** A learner mail's content and its attachments. */
export type LearnerMailParts = { content: MailContent; attachments?: OutgoingMail['attachments'] }

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
      headers: oneClickUnsubscribeHeaders(links.oneClick),
      attachments: parts.attachments,
    },
  }
}

/** Renders the delivery's mail with its module's composer, from the facts as they are when it is sent. */
export const composeMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const composer = modulesOf<MailComposer>(payload).find((feature) => feature.mails?.[delivery.kind])?.mails?.[delivery.kind]
  if (!composer) throw new Error(`No module composes '${delivery.kind}' mails`)
  return composer(payload, delivery)
}
