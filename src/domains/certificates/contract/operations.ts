import { notYours, operation, signedOut } from '@/lib/contract/operation'

import { certificatesRoutes } from './routes'
import { learnerCertificate } from './schemas'

/** Certificates' part of the HTTP contract (CONTRACT.md). */
export const certificatesOperations = {
  certificates: operation({
    ...certificatesRoutes.certificates, summary: "The learner's certificates of completion", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'One per completed course, newest first, with its public verification page and PDF (none when revoked)', body: learnerCertificate, list: true },
      401: signedOut,
      403: notYours,
    },
  }),
}
