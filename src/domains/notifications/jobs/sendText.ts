import type { TaskConfig } from 'payload'

import { maxTextLength, mobileCodeMinutes } from '@/lib/rules/textMessages'
import { quoteExcerpt } from '@/lib/rules/impactQuotes'
import { env } from '@/lib/server/env'

import { composePush } from '../composePush'
import { textGateway } from '../texts/gateway'
import { issueMobileCode, mobileWanting } from '../texts/mobileNumbers'
import { claimText, finishText, type ClaimedText } from '../texts/textDeliveries'

type Output = { outcome: 'sent' | 'skipped' | 'not-ours' }

/** The text to send and where, written when it goes; or why not. */
const composeText = async (payload: Parameters<typeof composePush>[0], text: ClaimedText): Promise<{ to: string; body: string } | { skip: string }> => {
  if (text.kind === 'mobileCode') {
    const issued = await issueMobileCode(payload.db.drizzle, text.learnerId)
    if (!issued) return { skip: 'The number was confirmed or removed before its code went' }
    return { to: issued.number, body: `${issued.code} is your Solving Tech code to confirm this number for text reminders. It works for ${mobileCodeMinutes} minutes.` }
  }
  const to = await mobileWanting(payload, text.learnerId, text.kind)
  if (!to) return { skip: 'No confirmed number wants this reminder any more' }
  // The same words as the phone notification of the event, from the module that records it.
  const composed = await composePush(payload, { ...text, kind: text.kind, eventKey: text.eventKey.replace(/^text:/, 'push:') })
  if ('skip' in composed) return composed
  const link = `${env.publicUrl}${composed.message.url}`
  return { to, body: `${quoteExcerpt(`${composed.message.title}. ${composed.message.body}`, maxTextLength - link.length - 1)} ${link}` }
}

/**
 * Sends one recorded text (src/domains/notifications/texts/textDeliveries.ts) through the configured provider. The
 * claim makes it happen once; a failure the provider says could pass is tried again with the mail's back-off, one it
 * says is final (a number it will not text) is marked failed at once.
 */
export const sendTextTask: TaskConfig<{ input: { deliveryId: string }; output: Output }> = {
  slug: 'sendText',
  label: 'Send a text message',
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: env.mail.retries, backoff: { type: 'exponential', delay: env.mail.retryDelaySeconds * 1000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const text = await claimText(payload, input.deliveryId)
    if (!text) return { output: { outcome: 'not-ours' } }
    try {
      const gateway = textGateway()
      if (!gateway) {
        await finishText(payload, text.id, { status: 'skipped', reason: 'Text messages are off (TEXT_PROVIDER is not set)' })
        return { output: { outcome: 'skipped' } }
      }
      const composed = await composeText(payload, text)
      if ('skip' in composed) {
        await finishText(payload, text.id, { status: 'skipped', reason: composed.skip })
        return { output: { outcome: 'skipped' } }
      }
      const outcome = await gateway.send(composed.to, composed.body)
      if ('sent' in outcome) {
        await finishText(payload, text.id, { status: 'sent', providerId: outcome.providerId })
        return { output: { outcome: 'sent' } }
      }
      if (!outcome.retry) {
        await finishText(payload, text.id, { status: 'failed', error: outcome.error })
        return { output: { outcome: 'skipped' } }
      }
      throw new Error(outcome.error)
    } catch (error) {
      const lastTry = text.attempts > env.mail.retries
      await finishText(payload, text.id, { status: lastTry ? 'failed' : 'queued', error: error instanceof Error ? error.message : String(error) })
      throw error
    }
  },
}
