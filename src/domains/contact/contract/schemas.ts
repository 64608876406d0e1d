import { z } from 'zod'

import { contactTopicValues } from '@/lib/validation/contactTopics'
import { email, optionalText, requiredText } from '@/lib/validation/fields'

/** Contact form (spec 5.4), with the topic that sets how soon we reply (a general enquiry when not given). */
export const contactSchema = z.object({
  topic: z.enum(contactTopicValues, { error: 'Please choose what your message is about' }).default('general'),
  name: requiredText('Name is required', 100),
  email: email(),
  company: optionalText(200),
  phone: optionalText(40),
  subject: requiredText('Subject is required', 200),
  message: z
    .string({ error: 'Message must be at least 10 characters long' })
    .trim()
    .min(10, 'Message must be at least 10 characters long')
    .max(5000, 'Message must be at most 5000 characters long'),
})

export type ContactInput = z.input<typeof contactSchema>

/** Contact's schemas by the names the OpenAPI document gives them. */
export const contactSchemas = {
  request: { ContactRequest: contactSchema },
  response: {},
}
