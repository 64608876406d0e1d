import 'server-only'

import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Link, Text } from '@react-email/components'
import type { Payload } from 'payload'

import { mailEventKey, queueMail } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed, OutgoingMail } from '@/domains/mail'
import type { MailContent } from '@/lib/server/mailTemplates/types'
import { greetingName } from '@/lib/rules/names'
import { signInCodeMinutes, signInLinkPath } from '@/lib/rules/signInCodes'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'

import { issueEmailChangeToken } from './emailChangeTokens'
import { issueResetToken } from './resetTokens'
import { issueSignInCode } from './signInCodes'

/**
 * The account's security mails. They go through the mail queue like every mail, and their links' tokens are made
 * when the mail is composed, so a token is never stored anywhere but as its hash: the mail holds the only copy.
 */

type Greeting = { siteUrl: string; firstName: string }

/** A link as a button, and written out for mail apps that show no buttons. */
const LinkAndAddress = ({ href, label }: { href: string; label: string }) => (
  <>
    <MailButton href={href}>{label}</MailButton>
    <Text style={styles.text}>
      Or open this address:{' '}
      <Link href={href} style={styles.link}>
        {href}
      </Link>
    </Text>
  </>
)

const ifNotYou = (siteUrl: string, also?: string) => (
  <Text style={styles.text}>
    If this was not you, reset your password now at{' '}
    <Link href={`${siteUrl}/v1/forgot-password`} style={styles.link}>
      {`${siteUrl}/v1/forgot-password`}
    </Link>
    {also ? ` ${also}` : ''} and tell us by replying to this email.
  </Text>
)

/** The code, spaced for reading aloud or typing from another screen: "123 456". */
const spacedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`

export const signInCodeMail = ({ siteUrl, firstName, code, link }: Greeting & { code: string; link: string }): MailContent => ({
  subject: `${spacedCode(code)} is your Solving Tech sign-in code`,
  body: (
    <MailLayout preview={`Your sign-in code is ${spacedCode(code)}`} siteUrl={siteUrl}>
      <Heading style={styles.heading}>Hello {firstName}</Heading>
      <Text style={styles.text}>Here is your code to sign in to Solving Tech. Type it on the sign-in page:</Text>
      <Text style={{ ...styles.heading, fontSize: '32px', letterSpacing: '6px' }}>{spacedCode(code)}</Text>
      <Text style={styles.text}>Or, on the phone or computer you read this on, open this link and press &ldquo;Sign in&rdquo;:</Text>
      <LinkAndAddress href={link} label="Sign in to Solving Tech" />
      <Text style={styles.text}>
        The code and the link work once, for {signInCodeMinutes} minutes. If you did not ask for them, ignore this email: nobody can sign in without them.
      </Text>
    </MailLayout>
  ),
})

export const confirmationCodeMail = ({ siteUrl, firstName, code }: Greeting & { code: string }): MailContent => ({
  subject: `${spacedCode(code)} is your Solving Tech code to confirm`,
  body: (
    <MailLayout preview={`Your code to confirm is ${spacedCode(code)}`} siteUrl={siteUrl}>
      <Heading style={styles.heading}>Hello {firstName}</Heading>
      <Text style={styles.text}>
        Here is your code to confirm it is you. Type it on your account page to confirm closing your account or changing your email address:
      </Text>
      <Text style={{ ...styles.heading, fontSize: '32px', letterSpacing: '6px' }}>{spacedCode(code)}</Text>
      <Text style={styles.text}>
        The code works once, for {signInCodeMinutes} minutes. If you did not ask for it, ignore this email: nothing changes without it.
      </Text>
    </MailLayout>
  ),
})

export const passwordResetMail = ({ siteUrl, firstName, link }: Greeting & { link: string }): MailContent => ({
  subject: 'Reset your Solving Tech password',
  body: (
    <MailLayout preview="A link to choose a new password" siteUrl={siteUrl}>
      <Heading style={styles.heading}>Hello {firstName}</Heading>
      <Text style={styles.text}>We received a request to reset the password of your Solving Tech account. Open this link to choose a new one.</Text>
      <LinkAndAddress href={link} label="Choose a new password" />
      <Text style={styles.text}>The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.</Text>
    </MailLayout>
  ),
})

export const passwordChangedMail = ({ siteUrl, firstName }: Greeting): MailContent => ({
  subject: 'Your Solving Tech password was changed',
  body: (
    <MailLayout preview="Every other device was signed out" siteUrl={siteUrl}>
      <Heading style={styles.heading}>Hello {firstName}</Heading>
      <Text style={styles.text}>The password of your Solving Tech account was just changed, and every other device was signed out.</Text>
      {ifNotYou(siteUrl)}
    </MailLayout>
  ),
})

export const emailChangeLinkMail = ({ siteUrl, firstName, link }: Greeting & { link: string }): MailContent => ({
  subject: 'Confirm your new Solving Tech email address',
  body: (
    <MailLayout preview="One press confirms the change" siteUrl={siteUrl}>
      <Heading style={styles.heading}>Hello {firstName}</Heading>
      <Text style={styles.text}>Someone asked to use this address for a Solving Tech account. To confirm the change, open this link and press the button.</Text>
      <LinkAndAddress href={link} label="Confirm my new address" />
      <Text style={styles.text}>The link works once and expires in 24 hours. If you did not ask for it, ignore this email: nothing changes.</Text>
    </MailLayout>
  ),
})

export const emailChangeRequestedMail = ({ siteUrl, firstName, newEmail }: Greeting & { newEmail: string }): MailContent => ({
  subject: 'A change of your Solving Tech email address was requested',
  body: (
    <MailLayout preview={`To ${newEmail}, once the link there is opened`} siteUrl={siteUrl}>
      <Heading style={styles.heading}>Hello {firstName}</Heading>
      <Text style={styles.text}>
        {`Someone signed in to your Solving Tech account asked to change its email address to ${newEmail}. The change happens only once the link we sent there is opened.`}
      </Text>
      {ifNotYou(siteUrl, '(that also cancels the change)')}
    </MailLayout>
  ),
})

type Account = { id: string; email: string }

/** Mails a reset link to the account's address (asked for on the forgot-password page). */
export const queuePasswordResetMail = (payload: Payload, account: Account): Promise<void> =>
  queueMail(payload, { kind: 'passwordReset', eventKey: mailEventKey('passwordReset', account.id, randomUUID()), to: account.email, learnerId: account.id })

/** A sign-in code and link, made when the mail is sent (one per press of "Email me a sign-in code"). */
export const queueSignInCodeMail = (payload: Payload, account: Account): Promise<void> =>
  queueMail(payload, { kind: 'signInCode', eventKey: mailEventKey('signInCode', account.id, randomUUID()), to: account.email, learnerId: account.id })

/** A code to confirm closing the account or a change of email, made when the mail is sent (one per press of "Email me a code"). */
export const queueConfirmationCodeMail = (payload: Payload, account: Account): Promise<void> =>
  queueMail(payload, { kind: 'confirmationCode', eventKey: mailEventKey('confirmationCode', account.id, randomUUID()), to: account.email, learnerId: account.id })

/** Tells the account's address that its password was changed (by the learner, or with a reset link). */
export const queuePasswordChangedMail = (payload: Payload, account: Account): Promise<void> =>
  queueMail(payload, { kind: 'passwordChanged', eventKey: mailEventKey('passwordChanged', account.id, randomUUID()), to: account.email, learnerId: account.id })

/** A change of email: the link to the new address, and a notice to the current one. */
export const queueEmailChangeMails = async (payload: Payload, account: Account, newEmail: string): Promise<void> => {
  const requestId = randomUUID()
  await queueMail(payload, { kind: 'emailChangeLink', eventKey: mailEventKey('emailChangeLink', account.id, requestId), to: newEmail, learnerId: account.id })
  await queueMail(payload, { kind: 'emailChangeRequested', eventKey: mailEventKey('emailChangeRequested', account.id, requestId), to: account.email, learnerId: account.id })
}

type Holder = { email: string; first_name: string | null; name: string | null }

/** The account a security mail is about, as it is now; null once it is deleted or closed. */
const accountHolder = async (payload: Payload, learnerId: string | null | undefined): Promise<(Greeting & { email: string }) | null> => {
  if (!learnerId) return null
  const result = await payload.db.drizzle.execute(sql`SELECT email, first_name, name FROM course_users WHERE id = ${learnerId} AND closed_at IS NULL`)
  const row = result.rows[0] as Holder | undefined
  return row ? { siteUrl: env.publicUrl, email: row.email, firstName: greetingName({ firstName: row.first_name, name: row.name, email: row.email }) } : null
}

const goneReason = 'The account is closed or gone'

export const composePasswordResetMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const holder = await accountHolder(payload, delivery.learnerId)
  if (!holder) return { skip: goneReason }
  // A link to an address the account no longer has would hand the account to whoever reads that inbox now.
  if (holder.email !== delivery.to) return { skip: 'The account has another email address since' }
  const token = await issueResetToken(payload, delivery.learnerId!)
  const link = `${env.publicUrl}/v1/reset-password?token=${encodeURIComponent(token)}`
  return { mail: { to: delivery.to, ...(await renderMail(passwordResetMail({ ...holder, link }))) } }
}

/**
 * A code's mail as it is sent, and as Sent mail keeps it: without the code in its subject, so that nobody reading the
 * list (staff, the learner's data download) holds a code that works.
 */
const withTheCodeKeptOut = (mail: OutgoingMail, code: string): Composed => ({ mail, recordedSubject: mail.subject.replace(spacedCode(code), '••• •••') })

export const composeSignInCodeMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const holder = await accountHolder(payload, delivery.learnerId)
  if (!holder) return { skip: goneReason }
  // A code to an address the account no longer has would hand the account to whoever reads that inbox now.
  if (holder.email !== delivery.to) return { skip: 'The account has another email address since' }
  const { code, token } = await inTransaction(payload, (_req, db) => issueSignInCode(db, delivery.learnerId!))
  const link = `${env.publicUrl}${signInLinkPath}?token=${encodeURIComponent(token)}`
  return withTheCodeKeptOut({ to: delivery.to, ...(await renderMail(signInCodeMail({ ...holder, code, link }))) }, code)
}

export const composeConfirmationCodeMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const holder = await accountHolder(payload, delivery.learnerId)
  if (!holder) return { skip: goneReason }
  if (holder.email !== delivery.to) return { skip: 'The account has another email address since' }
  // A sign-in code without its link: the link's token is dropped here, so only the typed code can use it.
  const { code } = await inTransaction(payload, (_req, db) => issueSignInCode(db, delivery.learnerId!))
  return withTheCodeKeptOut({ to: delivery.to, ...(await renderMail(confirmationCodeMail({ ...holder, code }))) }, code)
}

export const composePasswordChangedMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const holder = await accountHolder(payload, delivery.learnerId)
  if (!holder) return { skip: goneReason }
  return { mail: { to: delivery.to, ...(await renderMail(passwordChangedMail(holder))) } }
}

export const composeEmailChangeLinkMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const holder = await accountHolder(payload, delivery.learnerId)
  if (!holder) return { skip: goneReason }
  const token = await inTransaction(payload, (_req, db) => issueEmailChangeToken(db, delivery.learnerId!, delivery.to))
  const link = `${env.publicUrl}/v1/confirm-email?token=${encodeURIComponent(token)}`
  return { mail: { to: delivery.to, ...(await renderMail(emailChangeLinkMail({ ...holder, link }))) } }
}

export const composeEmailChangeRequestedMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const holder = await accountHolder(payload, delivery.learnerId)
  if (!holder) return { skip: goneReason }
  // The new address is where the same request's link went.
  const requestId = delivery.eventKey.split(':').at(-1) ?? ''
  const link = await payload.db.drizzle.execute(sql`SELECT "to" FROM mail_deliveries WHERE event_key = ${mailEventKey('emailChangeLink', delivery.learnerId!, requestId)}`)
  const newEmail = (link.rows[0] as { to: string } | undefined)?.to
  if (!newEmail) return { skip: 'The request it tells of is gone' }
  return { mail: { to: delivery.to, ...(await renderMail(emailChangeRequestedMail({ ...holder, newEmail }))) } }
}
