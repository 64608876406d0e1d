/**
 * Security headers for every response. The public site and the learner area may not be framed at all; the admin
 * may frame itself (Payload's live preview and modals) and needs `eval` for its editor.
 */
export const securityHeaders = ({ pathname, isDev, isHttps }: { pathname: string; isDev: boolean; isHttps: boolean }): Record<string, string> => {
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  const scriptSources = ["'self'", "'unsafe-inline'", ...(isDev || isAdmin ? ["'unsafe-eval'"] : [])]
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${isAdmin ? "'self'" : "'none'"}`,
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': isAdmin ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(isHttps && !isDev ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
