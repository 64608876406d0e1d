import { operation, rateLimited, validation } from '@/lib/contract/operation'
import { responseSchemas } from '@/lib/contract/schemas'

import { contactRoutes } from './routes'
import { contactSchema } from './schemas'

/** Contact's part of the HTTP contract (CONTRACT.md). */
export const contactOperations = {
  contact: operation({
    ...contactRoutes.contact, summary: 'Send a message to the team', access: 'anyone', body: contactSchema,
    responses: { 201: { description: 'Stored for staff and mailed to them', body: responseSchemas.Message }, 400: validation, 429: rateLimited },
  }),
}
