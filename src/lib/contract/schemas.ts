import { userIdBodySchema } from '@/lib/validation'

import * as responses from './responseSchemas'

/** The request body several modules' operations take: only the learner's own id. */
export const requestSchemas = {
  UserIdRequest: userIdBodySchema,
}

/** The answers every module gives: an error, a message, the learner's user object. */
export const responseSchemas = {
  Error: responses.errorBody,
  Message: responses.messageBody,
  User: responses.userObject,
}
