import { apiEndpoint, noContent } from '@/lib/server/http'
import { ApiError, badRequest } from '@/lib/server/http/apiError'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { readRawBody } from '@/lib/server/http/readBodyUpTo'
import { sendBrowserEvent } from '@/lib/server/telemetry/registry'

import { browserEnvelopeMaxBytes, browserEventsOf } from '../browserEvents'
import { browserErrorsOperations as operations } from '../contract/operations'

/**
 * POST /api/v1/browser-errors: the pages' error reporter's tunnel (Sentry's `tunnel` option). The phone posts to our
 * own address, so the pages' Content-Security-Policy stays `connect-src 'self'`, the DSN is never in a page, and every
 * event is scrubbed here, on the server, whatever the phone did, before the server's error tracker sends it on.
 */
const browserErrors = apiEndpoint(operations.browserErrors, async (req) => {
  await limitByClient(req, 'browser-errors')
  const mediaType = req.headers.get('content-type')?.split(';', 1)[0].trim().toLowerCase() ?? ''
  if (!(operations.browserErrors.upload as readonly string[]).includes(mediaType)) throw new ApiError(415, 'An error report is sent as text.')
  const bytes = await readRawBody(req, browserEnvelopeMaxBytes, 'An error report can be up to 64 KB.')
  const events = browserEventsOf(bytes)
  if (!events) throw badRequest('This is not an error report the site can read.')
  for (const event of events) sendBrowserEvent(event)
  return noContent()
})

export const browserErrorsEndpoints = [browserErrors]
