import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { findProgrammeState } from '@/domains/content'
import { mailEventKey, oneClickUnsubscribeHeaders, queueMail } from '@/domains/mail'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { afterJoiningSentence } from '@/lib/rules/programmeLaunch'
import { displayName } from '@/lib/rules/names'
import { env } from '@/lib/server/env'
import type { ClaimedDelivery, Composed } from '@/domains/mail'

import { findEntry, type WaitingListEntry } from './entries'
import { entryLinks } from './entryLinks'
import { announcementMail, confirmationMail } from './WaitingListMails'

/** Asking again within this long sends no second mail: a repeat signup cannot flood someone's inbox. */
const repeatLinkBucket = (moment: Date) => moment.toISOString().slice(0, 13)

/**
 * Mails the person the link to their entry: on joining, to confirm their place; on a repeat signup with the same
 * email (at most one an hour), so its owner can change the entry, which the repeat itself never does.
 */
export const queueEntryLink = (payload: Payload, entry: { id: string; email: string }, joined: boolean): Promise<void> =>
  queueMail(payload, {
    kind: 'waitingListConfirmation',
    eventKey: joined ? mailEventKey('waitingListConfirmation', entry.id) : mailEventKey('waitingListLink', entry.id, repeatLinkBucket(new Date())),
    to: entry.email,
    signupId: entry.id,
  })

const announcementOf = async (payload: Payload, id: string) => {
  const result = await payload.db.drizzle.execute(sql`SELECT subject, message FROM waiting_list_announcements WHERE id = ${id}`)
  return result.rows[0] as { subject: string; message: string } | undefined
}

const composeFor = async (payload: Payload, delivery: ClaimedDelivery, entry: WaitingListEntry): Promise<Composed> => {
  const links = entryLinks(entry.id)
  const facts = { siteUrl: env.publicUrl, firstName: displayName(entry), entryUrl: links.page }
  if (delivery.kind === 'waitingListConfirmation') {
    const launch = afterJoiningSentence(await findProgrammeState(payload))
    return { mail: { to: entry.email, ...(await renderMail(confirmationMail({ ...facts, launch, confirmed: entry.confirmedAt !== null }))) } }
  }
  if (!entry.confirmedAt || entry.unsubscribedAt) return { skip: 'The person has not confirmed, or unsubscribed' }
  const announcement = delivery.announcementId ? await announcementOf(payload, delivery.announcementId) : undefined
  if (!announcement) return { skip: 'The announcement is gone' }
  const unsubscribe = { pageUrl: links.page, what: 'news of the programme', because: 'you joined its waiting list' }
  return {
    mail: {
      to: entry.email,
      ...(await renderMail(announcementMail({ ...facts, ...announcement, unsubscribe }))),
      headers: oneClickUnsubscribeHeaders(links.oneClick),
    },
  }
}

/** A queued mail to the waiting list, rendered with the entry as it is now; skipped once the entry is removed. */
export const composeWaitingListMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const entry = delivery.signupId ? await findEntry(payload, delivery.signupId) : null
  if (!entry) return { skip: 'The person left the waiting list' }
  return composeFor(payload, delivery, entry)
}
