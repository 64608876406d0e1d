import type { TaskConfig } from 'payload'

import { env } from '@/lib/server/env'
import { claimDelivery, finishDelivery } from '../deliveries'
import { composeMail } from '../composeMail'

type Output = { outcome: 'sent' | 'skipped' | 'not-ours' }

/**
 * Sends one recorded mail (src/domains/mail/queueMail.ts). The claim makes it happen once when several workers run
 * the same job; a failed send gives the mail back and throws, so Payload tries again with back-off, and after the last
 * try the mail is marked failed with its error (Learners → Sent mail).
 */
export const sendMailTask: TaskConfig<{ input: { deliveryId: string }; output: Output }> = {
  slug: 'sendMail',
  label: 'Send a mail',
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: env.mail.retries, backoff: { type: 'exponential', delay: env.mail.retryDelaySeconds * 1000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const delivery = await claimDelivery(payload, input.deliveryId)
    if (!delivery) return { output: { outcome: 'not-ours' } }
    try {
      const composed = await composeMail(payload, delivery)
      if ('skip' in composed) {
        await finishDelivery(payload, delivery.id, { status: 'skipped', reason: composed.skip })
        return { output: { outcome: 'skipped' } }
      }
      await payload.sendEmail(composed.mail)
      await finishDelivery(payload, delivery.id, { status: 'sent', subject: composed.recordedSubject ?? composed.mail.subject })
      return { output: { outcome: 'sent' } }
    } catch (error) {
      const lastTry = delivery.attempts > env.mail.retries
      const message = error instanceof Error ? error.message : String(error)
      await finishDelivery(payload, delivery.id, { status: lastTry ? 'failed' : 'queued', error: message })
      throw error
    }
  },
}
