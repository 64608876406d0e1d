import { type NextRequest, NextResponse } from 'next/server'

import { securityHeaders } from './lib/securityHeaders'

/** Adds the security headers to every response (CONTRACT.md; HSTS only when the site is served over HTTPS). */
export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  const publicUrl = process.env.PUBLIC_URL ?? ''
  const headers = securityHeaders({
    pathname: request.nextUrl.pathname,
    isDev: process.env.NODE_ENV === 'development',
    isHttps: publicUrl.startsWith('https://'),
  })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: '/((?!_next/static|_next/image).*)',
}
