import { afterEach, describe, expect, it } from 'vitest'

import { createMailTransport } from '@/domains/mail/transport'
import { mailsTo } from '../support/mail'
import { uniqueEmail } from '../support/payload'

const sendTo = (to: string) =>
  createMailTransport().sendMail({ from: 'Solving Tech <no-reply@solvingtech.test>', to, subject: 'TLS check', text: 'Sent only over TLS when told to.' })

afterEach(() => {
  delete process.env.SMTP_REQUIRE_TLS
})

/**
 * The test stack's mail server offers no STARTTLS, as a server would whose offer a man in the middle strips. Without
 * SMTP_REQUIRE_TLS nodemailer then sends in clear; with it, the send fails (the queue tries again) and nothing leaves.
 */
describe('SMTP_REQUIRE_TLS', () => {
  it('sends nothing to a server that does not upgrade the connection with STARTTLS', async () => {
    const to = uniqueEmail('tls-required')
    process.env.SMTP_REQUIRE_TLS = 'true'
    await expect(sendTo(to)).rejects.toThrow(/STARTTLS/)
    expect(mailsTo(to)).toEqual([])
  })

  it('is off by default: the same server then gets the mail in clear', async () => {
    const to = uniqueEmail('tls-optional')
    await sendTo(to)
    expect(mailsTo(to)).toHaveLength(1)
  })
})
