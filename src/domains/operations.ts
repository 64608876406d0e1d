import type { Contract } from '@/lib/contract/document'
import { operationList } from '@/lib/contract/operations'
import { requestSchemas, responseSchemas } from '@/lib/contract/schemas'

import { mentoringOperations } from './mentoring/contract/operations'
import { mentoringSchemas } from './mentoring/contract/schemas'

/**
 * The whole HTTP contract (CONTRACT.md): the operations still declared in src/lib/contract and those each module
 * declares in its contract/ folder. The OpenAPI document and the API reference page are made of these; a module that
 * moves its operations into its contract/ adds them here, with its schemas by their names in the document.
 */
export const contract: Contract = {
  operations: [...operationList, ...Object.values(mentoringOperations)],
  schemas: {
    request: { ...requestSchemas, BookSlotRequest: mentoringSchemas.BookSlotRequest, MoveBookingRequest: mentoringSchemas.MoveBookingRequest },
    response: { ...responseSchemas, FreeSlot: mentoringSchemas.FreeSlot, MentoringBooking: mentoringSchemas.MentoringBooking },
  },
}
