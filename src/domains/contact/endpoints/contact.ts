import { apiEndpoint, reply, readOperationBody } from '@/lib/server/http'
import { sendToStaff } from '@/domains/mail'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { ukDateTime } from '@/lib/rules/ukTime'
import { contactTopicOf, replyDueAt } from '@/lib/validation'

import { contactOperations as operations } from '../contract/operations'

/**
 * POST /api/v1/contact: stored for staff with the moment the reply is due (the contact page's promise for its
 * topic), and mailed to STAFF_EMAIL at once when set, urgent ones marked so in the subject.
 */
const contact = apiEndpoint(operations.contact, async (req) => {
  await limitByClient(req, 'contact')
  const input = await readOperationBody(operations.contact, req)
  const topic = contactTopicOf(input.topic)
  const replyBy = replyDueAt(topic.value, new Date())
  await req.payload.create({
    collection: 'contact-messages',
    data: { ...input, company: input.company ?? null, phone: input.phone ?? null, replyBy: replyBy.toISOString() },
    overrideAccess: true,
  })
  const promise = `reply within ${topic.replyHours} hours, by ${ukDateTime(replyBy)}`
  sendToStaff(
    req.payload,
    topic.value === 'urgent' ? `URGENT contact form (${promise}): ${input.subject}` : `Contact form, ${topic.label.toLowerCase()} (${promise}): ${input.subject}`,
    [
      `From: ${input.name} <${input.email}>`,
      `Company: ${input.company ?? '-'}`,
      `Phone: ${input.phone ?? '-'}`,
      `Topic: ${topic.label}: ${promise}`,
      '',
      input.message,
    ].join('\n'),
  )
  return reply(operations.contact, 201, { message: `Message sent successfully! We'll get back to you within ${topic.replyHours} hours.` })
})

export const contactEndpoints = [contact]
