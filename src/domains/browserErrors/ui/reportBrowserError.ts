/**
 * Reports an error a page met to the error tracker, through our own tunnel (the module's one route); the first
 * report loads Sentry's browser SDK (./browserErrorTracker.ts), so pages without errors never download it.
 */
export const reportBrowserError = (error: unknown): void => {
  void import('./browserErrorTracker')
    .then(({ captureBrowserError }) => captureBrowserError(error))
    .catch(() => undefined)
}
