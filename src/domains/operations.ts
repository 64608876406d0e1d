import type { Contract } from '@/lib/contract/document'
import { operationList } from '@/lib/contract/operations'
import { requestSchemas, responseSchemas } from '@/lib/contract/schemas'

import { callsOperations } from './calls/contract/operations'
import { callsSchemas } from './calls/contract/schemas'
import { certificatesOperations } from './certificates/contract/operations'
import { certificatesSchemas } from './certificates/contract/schemas'
import { contactOperations } from './contact/contract/operations'
import { contactSchemas } from './contact/contract/schemas'
import { courseInterestOperations } from './courseInterest/contract/operations'
import { courseInterestSchemas } from './courseInterest/contract/schemas'
import { mailOperations } from './mail/contract/operations'
import { mailSchemas } from './mail/contract/schemas'
import { mentoringOperations } from './mentoring/contract/operations'
import { mentoringSchemas } from './mentoring/contract/schemas'
import { paidAccessOperations } from './paidAccess/contract/operations'
import { paidAccessSchemas } from './paidAccess/contract/schemas'
import { personalDataOperations } from './personalData/contract/operations'
import { personalDataSchemas } from './personalData/contract/schemas'
import { teamsOperations } from './teams/contract/operations'
import { teamsSchemas } from './teams/contract/schemas'
import { waitingListOperations } from './waitingList/contract/operations'
import { waitingListSchemas } from './waitingList/contract/schemas'

/** The modules that declare their part of the contract in their contract/ folder, with their schemas by name. */
const moduleContracts = [
  { operations: callsOperations, schemas: callsSchemas },
  { operations: certificatesOperations, schemas: certificatesSchemas },
  { operations: contactOperations, schemas: contactSchemas },
  { operations: courseInterestOperations, schemas: courseInterestSchemas },
  { operations: mailOperations, schemas: mailSchemas },
  { operations: mentoringOperations, schemas: mentoringSchemas },
  { operations: paidAccessOperations, schemas: paidAccessSchemas },
  { operations: personalDataOperations, schemas: personalDataSchemas },
  { operations: teamsOperations, schemas: teamsSchemas },
  { operations: waitingListOperations, schemas: waitingListSchemas },
]

/**
 * The whole HTTP contract (CONTRACT.md): the operations still declared in src/lib/contract and those each module
 * declares in its contract/ folder. The OpenAPI document and the API reference page are made of these; a module that
 * moves its operations into its contract/ adds one line above.
 */
export const contract: Contract = {
  operations: [...operationList, ...moduleContracts.flatMap(({ operations }) => Object.values(operations))],
  schemas: {
    request: Object.assign({}, requestSchemas, ...moduleContracts.map(({ schemas }) => schemas.request)),
    response: Object.assign({}, responseSchemas, ...moduleContracts.map(({ schemas }) => schemas.response)),
  },
}
