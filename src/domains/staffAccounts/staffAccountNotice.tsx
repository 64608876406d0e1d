import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Link, Text } from '@react-email/components'
import type { Payload, PayloadRequest } from 'payload'

import { mailEventKey, queueMail, queueMailWith } from '@/domains/mail'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed, MailEvent } from '@/domains/mail'
import type { MailContent } from '@/lib/server/mailTemplates/types'
import { ukDateTime } from '@/lib/rules/ukTime'
import { greetingName } from '@/lib/rules/names'
import { env } from '@/lib/server/env'

import type { ActingStaff } from './actingStaffPassword'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { users } from '@/payload-generated-schema'

/**
 * The notice a staff member gets when a colleague changes their password or email or turns their two-factor sign-in
 * off: who did it and when, and whom to tell if they did not expect it. It goes to the address the account had
 * before the change (an email change tells the old address), through the mail queue like every mail.
 */
export const staffAccountChanges = ['password', 'email', 'two-factor-off'] as const
export type StaffAccountChange = (typeof staffAccountChanges)[number]

type Account = { id: string; email: string }

const noticeEvent = (account: Account, actor: ActingStaff, changes: StaffAccountChange[], at: Date): MailEvent => ({
  kind: 'staffAccountChanged',
  eventKey: mailEventKey('staffAccountChanged', account.id, actor.id, changes.join('+'), at.getTime()),
  to: account.email,
})

/** As part of a staff member's save of a colleague's account (its transaction): sent only if the save is stored. */
export const queueStaffAccountNoticeWith = (req: PayloadRequest, account: Account, actor: ActingStaff, changes: StaffAccountChange[], at = new Date()): Promise<void> =>
  queueMailWith(req, noticeEvent(account, actor, changes, at))

/** After a change already stored (a colleague's two-factor sign-in turned off). */
export const queueStaffAccountNotice = (payload: Payload, account: Account, actor: ActingStaff, changes: StaffAccountChange[], at = new Date()): Promise<void> =>
  queueMail(payload, noticeEvent(account, actor, changes, at))

type Notice = {
  siteUrl: string
  greeting: string
  actor: string
  changes: StaffAccountChange[]
  at: Date
  currentEmail: string
  staffInbox: string | undefined
}

const subjects: Record<string, string> = {
  password: 'Your Solving Tech staff password was changed',
  email: 'The email address of your Solving Tech staff account was changed',
  'password+email': 'Your Solving Tech staff password and email address were changed',
  'two-factor-off': 'Two-factor sign-in was turned off on your Solving Tech staff account',
}

const whatWasDone = ({ changes, currentEmail }: Pick<Notice, 'changes' | 'currentEmail'>): string => {
  if (changes.includes('two-factor-off')) return 'turned off your two-factor sign-in'
  const email = `the email address of your staff account (it is now ${currentEmail})`
  if (changes.includes('password') && changes.includes('email')) return `changed your password and ${email}`
  return changes.includes('email') ? `changed ${email}` : 'changed your password'
}

export const staffAccountChangedMail = (notice: Notice): MailContent => {
  const { siteUrl, greeting, actor, changes, at, staffInbox } = notice
  const when = `${ukDateTime(at)} (UK time)`
  return {
    subject: subjects[changes.join('+')] ?? subjects.password,
    body: (
      <MailLayout preview={`By ${actor}, on ${when}`} siteUrl={siteUrl}>
        <Heading style={styles.heading}>Hello {greeting}</Heading>
        <Text style={styles.text}>{`${actor} ${whatWasDone(notice)} on ${when}.`}</Text>
        {changes.includes('two-factor-off') ? (
          <Text style={styles.text}>
            Signing in now needs your password alone. To turn it on again, open your account page in the admin:{' '}
            <Link href={`${siteUrl}/admin/account`} style={styles.link}>
              {`${siteUrl}/admin/account`}
            </Link>
          </Text>
        ) : null}
        <Text style={styles.text}>
          {staffInbox
            ? `If this was not expected, contact the programme's staff at ${staffInbox} at once.`
            : "If this was not expected, contact another member of the programme's staff at once."}
        </Text>
      </MailLayout>
    ),
  }
}

type StaffRow = Pick<TableRow<typeof users>, 'id' | 'email' | 'name'>

/** The notice as the facts are now: the account's current address and name, and the colleague who made the change. */
export const composeStaffAccountNotice = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const [, accountId, actorId, changeList, atMs] = delivery.eventKey.split(':')
  const changes = (changeList ?? '').split('+').filter((change): change is StaffAccountChange => (staffAccountChanges as readonly string[]).includes(change))
  const at = new Date(Number(atMs))
  if (!accountId || !actorId || !changes.length || Number.isNaN(at.getTime())) return { skip: 'The notice names no change' }
  const result = await payload.db.drizzle.execute(sql`SELECT id, email, name FROM users WHERE id IN (${accountId}, ${actorId})`)
  const rows = result.rows as StaffRow[]
  const account = rows.find((row) => String(row.id) === accountId)
  if (!account) return { skip: 'The staff account is gone' }
  const actorRow = rows.find((row) => String(row.id) === actorId)
  const actor = actorRow ? (actorRow.name?.trim() ? `${actorRow.name.trim()} (${actorRow.email})` : actorRow.email) : 'A member of staff whose account has since been deleted'
  const content = staffAccountChangedMail({
    siteUrl: env.publicUrl,
    greeting: greetingName({ name: account.name, email: account.email }),
    actor,
    changes,
    at,
    currentEmail: account.email,
    staffInbox: env.staffEmail,
  })
  return { mail: { to: delivery.to, ...(await renderMail(content)) } }
}
