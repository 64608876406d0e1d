import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser'

import { scrubErrorReport } from '@/lib/rules/scrubLearnerData'

import { browserErrorsRoutes } from '../contract/routes'

let client: BrowserClient | undefined

/**
 * Sentry's browser SDK, started once: it reports the errors nothing on the page caught (and promises nobody handled)
 * to our own tunnel, which scrubs them again and sends them on with the server's DSN, or drops them when there is
 * none. Only what an error needs: no breadcrumbs (what the learner typed, clicked or fetched), no sessions, tracing
 * or replay; each report passes the same scrubber as the server's before it leaves the phone.
 */
const started = (): BrowserClient => {
  if (client) return client
  client = new BrowserClient({
    // Reports go to the tunnel; the DSN only has to be well formed (the server sends them on with its own).
    dsn: `${window.location.protocol}//browser@${window.location.host}/0`,
    tunnel: browserErrorsRoutes.browserErrors.path,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    sendClientReports: false,
    beforeSend: (event) => scrubErrorReport(event),
  })
  getCurrentScope().setClient(client)
  client.init()
  return client
}

export const captureBrowserError = (error: unknown): void => {
  started().captureException(error, { mechanism: { type: 'onerror', handled: false } }, getCurrentScope())
}
