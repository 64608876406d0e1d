import { openapiOperation, type Contract } from '@/lib/contract/document'
import { requestSchemas, responseSchemas } from '@/lib/contract/schemas'

import { accountsOperations } from './accounts/contract/operations'
import { accountsSchemas } from './accounts/contract/schemas'
import { browserErrorsOperations } from './browserErrors/contract/operations'
import { browserErrorsSchemas } from './browserErrors/contract/schemas'
import { callsOperations } from './calls/contract/operations'
import { callsSchemas } from './calls/contract/schemas'
import { certificatesOperations } from './certificates/contract/operations'
import { certificatesSchemas } from './certificates/contract/schemas'
import { contactOperations } from './contact/contract/operations'
import { contactSchemas } from './contact/contract/schemas'
import { courseInterestOperations } from './courseInterest/contract/operations'
import { courseInterestSchemas } from './courseInterest/contract/schemas'
import { impactOperations } from './impact/contract/operations'
import { impactSchemas } from './impact/contract/schemas'
import { learningOperations } from './learning/contract/operations'
import { learningSchemas } from './learning/contract/schemas'
import { mailOperations } from './mail/contract/operations'
import { mailSchemas } from './mail/contract/schemas'
import { mentoringOperations } from './mentoring/contract/operations'
import { mentoringSchemas } from './mentoring/contract/schemas'
import { notificationsOperations } from './notifications/contract/operations'
import { notificationsSchemas } from './notifications/contract/schemas'
import { paidAccessOperations } from './paidAccess/contract/operations'
import { paidAccessSchemas } from './paidAccess/contract/schemas'
import { personalDataOperations } from './personalData/contract/operations'
import { personalDataSchemas } from './personalData/contract/schemas'
import { teamsOperations } from './teams/contract/operations'
import { teamsSchemas } from './teams/contract/schemas'
import { waitingListOperations } from './waitingList/contract/operations'
import { waitingListSchemas } from './waitingList/contract/schemas'
import { workbookOperations } from './workbook/contract/operations'
import { workbookSchemas } from './workbook/contract/schemas'

/** The modules that declare their part of the contract in their contract/ folder, with their schemas by name. */
const moduleContracts = [
  { operations: accountsOperations, schemas: accountsSchemas },
  { operations: learningOperations, schemas: learningSchemas },
  { operations: impactOperations, schemas: impactSchemas },
  { operations: workbookOperations, schemas: workbookSchemas },
  { operations: certificatesOperations, schemas: certificatesSchemas },
  { operations: callsOperations, schemas: callsSchemas },
  { operations: mentoringOperations, schemas: mentoringSchemas },
  { operations: teamsOperations, schemas: teamsSchemas },
  { operations: personalDataOperations, schemas: personalDataSchemas },
  { operations: mailOperations, schemas: mailSchemas },
  { operations: notificationsOperations, schemas: notificationsSchemas },
  { operations: contactOperations, schemas: contactSchemas },
  { operations: courseInterestOperations, schemas: courseInterestSchemas },
  { operations: waitingListOperations, schemas: waitingListSchemas },
  { operations: paidAccessOperations, schemas: paidAccessSchemas },
  { operations: browserErrorsOperations, schemas: browserErrorsSchemas },
]

/**
 * The whole HTTP contract (CONTRACT.md): the operations each module declares in its contract/ folder, and the
 * document itself. The OpenAPI document and the API reference page are made of these; a new module adds one line above.
 */
export const contract: Contract = {
  operations: [...moduleContracts.flatMap(({ operations }) => Object.values(operations)), openapiOperation],
  schemas: {
    request: Object.assign({}, requestSchemas, ...moduleContracts.map(({ schemas }) => schemas.request)),
    response: Object.assign({}, responseSchemas, ...moduleContracts.map(({ schemas }) => schemas.response)),
  },
}
