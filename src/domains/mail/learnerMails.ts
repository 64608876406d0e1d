import type { Payload } from 'payload'

import { runInBackground } from '@/lib/server/background'
import { env } from '@/lib/server/env'

/** Sends a mail without holding up the answer; a failure is logged, never shown. */
const sendInBackground = (payload: Payload, message: { to: string; subject: string; text: string }): void =>
  runInBackground(payload, `send "${message.subject}"`, () => payload.sendEmail(message))

export const sendPasswordResetMail = async (payload: Payload, to: string, token: string): Promise<void> => {
  const link = `${env.publicUrl}/v1/reset-password?token=${encodeURIComponent(token)}`
  await payload.sendEmail({
    to,
    subject: 'Reset your Solving Tech password',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of your Solving Tech account. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
      '',
      'Solving Tech',
    ].join('\n'),
  })
}

export const sendPasswordChangedMail = (payload: Payload, to: string): void =>
  sendInBackground(payload, {
    to,
    subject: 'Your Solving Tech password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Solving Tech account was just changed, and every other device was signed out.',
      `If this was not you, reset your password now at ${env.publicUrl}/v1/forgot-password and tell us by replying to this email.`,
      '',
      'Solving Tech',
    ].join('\n'),
  })

/** The single-use link that confirms a change of email, sent to the new address. */
export const sendEmailChangeLinkMail = (payload: Payload, to: string, token: string): void =>
  sendInBackground(payload, {
    to,
    subject: 'Confirm your new Solving Tech email address',
    text: [
      'Hello,',
      '',
      'Someone asked to use this address for a Solving Tech account. To confirm the change, open this link and press the button:',
      '',
      `${env.publicUrl}/v1/confirm-email?token=${encodeURIComponent(token)}`,
      '',
      'The link works once and expires in 24 hours. If you did not ask for it, ignore this email: nothing changes.',
      '',
      'Solving Tech',
    ].join('\n'),
  })

/** Tells the current address that a change of email was asked for. */
export const sendEmailChangeRequestedMail = (payload: Payload, to: string, newEmail: string): void =>
  sendInBackground(payload, {
    to,
    subject: 'A change of your Solving Tech email address was requested',
    text: [
      'Hello,',
      '',
      `Someone signed in to your Solving Tech account asked to change its email address to ${newEmail}. The change happens only once the link we sent there is opened.`,
      `If this was not you, reset your password now at ${env.publicUrl}/v1/forgot-password (that also cancels the change) and tell us by replying to this email.`,
      '',
      'Solving Tech',
    ].join('\n'),
  })

export const sendToStaff = (payload: Payload, subject: string, text: string): void => {
  if (env.staffEmail) sendInBackground(payload, { to: env.staffEmail, subject, text })
}
