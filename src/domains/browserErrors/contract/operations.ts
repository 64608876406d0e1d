import { operation, rateLimited } from '@/lib/contract/operation'

import { browserErrorsRoutes } from './routes'

/** Browser error reports' part of the HTTP contract (CONTRACT.md). */
export const browserErrorsOperations = {
  browserErrors: operation({
    ...browserErrorsRoutes.browserErrors,
    summary: "An error a page met in the phone's browser, as a Sentry envelope (the pages' error reporter sends it here when SENTRY_DSN is set)",
    access: 'anyone',
    upload: ['text/plain', 'application/x-sentry-envelope'],
    responses: {
      204: { description: "Taken: its error events go on to the error tracker with learner data taken out (dropped when SENTRY_DSN is not set); anything else in it is dropped" },
      400: { description: 'Not a Sentry envelope' },
      413: { description: 'Over 64 KB' },
      415: { description: 'Not sent as text (`text/plain` or `application/x-sentry-envelope`)' },
      429: rateLimited,
    },
  }),
}
