/**
 * Security headers for every response, applied by Next's `headers()` (next.config.ts) so no request pays for a
 * proxy. The public site and the learner area may not be framed at all; the admin may frame itself (Payload's live
 * preview and modals) and needs `eval` for its editor.
 */
export const securityHeaders = ({ isAdmin, isDev }: { isAdmin: boolean; isDev: boolean }): { key: string; value: string }[] => {
  const scriptSources = ["'self'", "'unsafe-inline'", ...(isDev || isAdmin ? ["'unsafe-eval'"] : [])]
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${isAdmin ? "'self'" : "'none'"}`,
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: isAdmin ? 'SAMEORIGIN' : 'DENY' },
    // The microphone for the workbook's voice notes, on this site only (photos come through the file picker).
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(self), geolocation=(), payment=()' },
  ]
}

/**
 * HSTS, sent by the production server (server.ts) when the site is served over HTTPS: whether it is comes from
 * `PUBLIC_URL` at run time, which the build cannot know.
 */
export const strictTransportSecurity = (publicUrl: string | undefined): string | null =>
  publicUrl?.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null
