'use client'

import { reportBrowserError } from './reportBrowserError'

/**
 * Listens, from the moment this module loads in the browser (before the page hydrates), for the first error nothing on
 * the page caught or promise nobody handled, and reports it; that loads Sentry's browser SDK, which reports the page's
 * errors itself from then on. Until an error happens the page carries two listeners and nothing more.
 */
const listenForTheFirstError = () => {
  const stopListening = () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
  const onError = (event: ErrorEvent) => {
    stopListening()
    reportBrowserError(event.error ?? event.message)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    stopListening()
    reportBrowserError(event.reason)
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
}

if (typeof window !== 'undefined') listenForTheFirstError()

/** Rendered once, in the layout, so that every page loads the listeners above with its first JavaScript. */
export const BrowserErrorReporter = () => null
