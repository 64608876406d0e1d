import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '@/lib/server/env'
import { requireSmtpWhenDeployed } from './requireSmtpWhenDeployed'

/** A nodemailer transport that writes each message to the log instead of sending it. */
const logOnlyTransport = {
  name: 'log-only',
  version: '1.0.0',
  send(mail: { data: nodemailer.SendMailOptions }, callback: (error: Error | null, info: unknown) => void) {
    const { to, subject, text } = mail.data
    console.info(
      `[mail] SMTP_HOST is not set, so this message is logged instead of sent.\n` +
        `  to: ${String(to)}\n  subject: ${String(subject)}\n${String(text ?? '')}`,
    )
    callback(null, { envelope: mail.data.envelope, messageId: `log-only-${Date.now()}` })
  },
}

/** SMTP when SMTP_HOST is set; otherwise mail goes to the log, so nothing is ever sent by surprise. */
export const createMailTransport = (): Transporter => {
  requireSmtpWhenDeployed()
  const smtp = env.smtp
  return smtp ? nodemailer.createTransport(smtp) : nodemailer.createTransport(logOnlyTransport)
}
