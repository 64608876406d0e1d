'use client'

/**
 * A full page load, on purpose: after signing in or out the server-rendered layout must read the new session,
 * which a client-side navigation would not do.
 */
export const hardNavigate = (path: string): void => {
   
  window.location.assign(path)
}
