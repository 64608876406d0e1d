import type { TaskConfig } from 'payload'

import { env } from '@/lib/server/env'

import { composePush } from '../composePush'
import { claimPush, finishPush } from '../deliveries'
import { pushToPhone } from '../pushService'
import { phonesWanting, settlePhones } from '../subscriptions'

type Output = { outcome: 'sent' | 'skipped' | 'not-ours' }

/**
 * Sends one recorded notification (src/domains/notifications/queuePush.ts) to each of the learner's phones that wants
 * its kind. The claim makes it happen once when several workers run the same job. A phone whose push service says it
 * is gone is forgotten; when no phone took it and some could not be reached, the notification is given back and the
 * task throws, so Payload tries again with the mail's back-off; after the last try it is marked failed.
 */
export const sendPushTask: TaskConfig<{ input: { deliveryId: string }; output: Output }> = {
  slug: 'sendPush',
  label: 'Send a phone notification',
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: env.mail.retries, backoff: { type: 'exponential', delay: env.mail.retryDelaySeconds * 1000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const push = await claimPush(payload, input.deliveryId)
    if (!push) return { output: { outcome: 'not-ours' } }
    let title: string | undefined
    try {
      const composed = await composePush(payload, push)
      if ('skip' in composed) {
        await finishPush(payload, push.id, { status: 'skipped', reason: composed.skip })
        return { output: { outcome: 'skipped' } }
      }
      title = composed.message.title
      const phones = await phonesWanting(payload, push.learnerId, push.kind)
      const message = JSON.stringify({ ...composed.message, tag: push.eventKey })
      const outcomes = await Promise.all(phones.map(async (phone) => ({ phone, outcome: await pushToPhone(phone, message, composed) })))
      const reached = outcomes.filter(({ outcome }) => 'delivered' in outcome).map(({ phone }) => phone.id)
      const gone = outcomes.filter(({ outcome }) => 'gone' in outcome).map(({ phone }) => phone.id)
      const errors = outcomes.flatMap(({ outcome }) => ('error' in outcome ? [outcome.error] : []))
      await settlePhones(payload, reached, gone)
      if (reached.length > 0) {
        await finishPush(payload, push.id, { status: 'sent', title, phones: reached.length })
        return { output: { outcome: 'sent' } }
      }
      if (errors.length === 0) {
        await finishPush(payload, push.id, { status: 'skipped', title, reason: phones.length === 0 ? 'No phone wants this kind any more' : 'Every phone has turned notifications off' })
        return { output: { outcome: 'skipped' } }
      }
      throw new Error(errors[0])
    } catch (error) {
      const lastTry = push.attempts > env.mail.retries
      const message = error instanceof Error ? error.message : String(error)
      await finishPush(payload, push.id, { status: lastTry ? 'failed' : 'queued', error: message, title })
      throw error
    }
  },
}
