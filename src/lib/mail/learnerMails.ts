import type { Payload } from 'payload'

import { runInBackground } from '../background'
import { env } from '../env'

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

export const sendToStaff = (payload: Payload, subject: string, text: string): void => {
  if (env.staffEmail) sendInBackground(payload, { to: env.staffEmail, subject, text })
}
