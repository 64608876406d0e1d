import { z } from 'zod'

import { userId } from './fields'

/** Bodies of the learner's requests that carry only the user's id (enrol, complete) (spec section 7). */
export const userIdBodySchema = z.object({ userId: userId() })
