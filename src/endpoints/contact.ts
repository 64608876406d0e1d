import { endpoint, json, parseInput, readJsonBody } from '@/lib/server/http'
import { sendToStaff } from '@/lib/server/mail/learnerMails'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { contactSchema } from '@/lib/validation'

const contactReceivedMessage = "Message sent successfully! We'll get back to you within 24 hours."

/** POST /api/v1/contact: stored for staff, and mailed to STAFF_EMAIL when set. */
const contact = endpoint('post', '/v1/contact', async (req) => {
  await limitByClient(req, 'contact')
  const input = parseInput(contactSchema, await readJsonBody(req))
  await req.payload.create({
    collection: 'contact-messages',
    data: { ...input, company: input.company ?? null, phone: input.phone ?? null },
    overrideAccess: true,
  })
  sendToStaff(
    req.payload,
    `Contact form: ${input.subject}`,
    [
      `From: ${input.name} <${input.email}>`,
      `Company: ${input.company ?? '-'}`,
      `Phone: ${input.phone ?? '-'}`,
      '',
      input.message,
    ].join('\n'),
  )
  return json({ message: contactReceivedMessage }, 201)
})

export const contactEndpoints = [contact]
