import type { IncomingMessage, ServerResponse } from 'node:http'

/** The methods the site serves anywhere. */
const servedMethods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']

/** Any other method (TRACE, CONNECT, PROPFIND, ...) gets the contract's 405 and error body; true when answered. */
export const refuseUnservedMethod = (req: IncomingMessage, res: ServerResponse): boolean => {
  if (servedMethods.includes(req.method ?? '')) return false
  res.writeHead(405, { 'Content-Type': 'application/json', Allow: servedMethods.join(', '), 'Cache-Control': 'no-store' })
  res.end(JSON.stringify({ message: `${String(req.method).slice(0, 20)} is not allowed` }))
  return true
}

/** Set by server.ts on a HEAD request it hands on as GET, so an endpoint can skip reading a body nobody receives. */
export const headRequestHeader = 'x-solvingtech-head-request'

/**
 * `HEAD` works wherever `GET` does (CONTRACT.md). Payload's API routes match endpoints by method and know no HEAD, so
 * a HEAD request under /api is handed to them as GET; Node's response was already created for a HEAD request, so it
 * still sends no body.
 */
export const rewriteHeadForApi = (req: IncomingMessage): void => {
  delete req.headers[headRequestHeader]
  if (req.method === 'HEAD' && req.url?.startsWith('/api/')) {
    req.method = 'GET'
    req.headers[headRequestHeader] = '1'
  }
}
