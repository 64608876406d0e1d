import type { Endpoint } from 'payload'

import { accountEndpoints } from './accounts'
import { businessProfileEndpoints } from './businessProfile'
import { callEndpoints } from './calls'
import { certificateEndpoints } from './certificates'
import { contactEndpoints } from './contact'
import { courseEndpoints } from './courses'
import { enrollmentEndpoints } from './enrollments'
import { equalityEndpoints } from './equality'
import { impactCheckEndpoints } from './impactChecks'
import { lessonEndpoints } from './lessons'
import { lessonTranscriptEndpoints } from './lessonTranscript'
import { mailEndpoints } from './mail'
import { mentoringEndpoints } from './mentoring'
import { fallbackEndpoints } from './notFound'
import { openapiEndpoints } from './openapi'
import { passwordResetEndpoints } from './passwordReset'
import { personalDataEndpoints } from './personalData'
import { profileEndpoints } from './profile'
import { programSignupEndpoints } from './programSignup'
import { teamEndpoints } from './teams'
import { waitingListEndpoints } from './waitingList'
import { workbookEndpoints } from './workbook'

/** The /api/v1 contract (CONTRACT.md) and the waiting-list signup, mounted by payload.config.ts. */
const served: Endpoint[] = [
  ...programSignupEndpoints,
  ...waitingListEndpoints,
  ...accountEndpoints,
  ...passwordResetEndpoints,
  ...courseEndpoints,
  ...enrollmentEndpoints,
  ...lessonEndpoints,
  ...lessonTranscriptEndpoints,
  ...certificateEndpoints,
  ...workbookEndpoints,
  ...callEndpoints,
  ...mentoringEndpoints,
  ...profileEndpoints,
  ...businessProfileEndpoints,
  ...equalityEndpoints,
  ...impactCheckEndpoints,
  ...teamEndpoints,
  ...personalDataEndpoints,
  ...mailEndpoints,
  ...contactEndpoints,
  ...openapiEndpoints,
]

export const endpoints: Endpoint[] = [...served, ...fallbackEndpoints(served)]
