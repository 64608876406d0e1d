import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { deflate, gzip } from 'node:zlib'

import type { Logger } from 'pino'
import type { PayloadRequest } from 'payload'

import type { DirectCall } from './callsServedDirectly'
import { limitRequestBody } from './limitRequestBody'
import { securityHeaders } from './securityHeaders'

const gzipped = promisify(gzip)
const deflated = promisify(deflate)

/** What Next sends on every path (next.config.ts's headers), sent here too. */
const siteHeaders = securityHeaders({ isAdmin: false, isDev: false })

const headersOf = (req: IncomingMessage): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

/** The encoding the client takes, as the compression package picks it: gzip, then deflate, else none. */
const encodingFor = (acceptEncoding: string | undefined): 'gzip' | 'deflate' | undefined => {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name, ...parameters] = part.trim().toLowerCase().split(';')
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return [name, quality === undefined ? 1 : Number(quality)] as const
    }),
  )
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return takes('gzip') ? 'gzip' : takes('deflate') ? 'deflate' : undefined
}

const writeResponse = async (req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> => {
  let body: Buffer = Buffer.from(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  for (const { key, value } of siteHeaders) if (!headers.has(key)) headers.set(key, value)
  if (/json|text/.test(headers.get('content-type') ?? '')) {
    headers.append('vary', 'Accept-Encoding')
    // As Next does (its `compress`): a route's answer is streamed, so the compression package's 1 KB threshold never
    // applies, and every answer a client takes compressed is compressed.
    const encoding = encodingFor(req.headers['accept-encoding'])
    if (encoding) {
      body = encoding === 'gzip' ? await gzipped(body) : await deflated(body)
      headers.set('content-encoding', encoding)
    }
  }
  headers.set('content-length', String(body.length))
  res.statusCode = response.status
  for (const [name, value] of headers) if (name !== 'set-cookie') res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  res.end(body)
}

/**
 * Answers one of the calls server.ts serves directly (src/lib/server/http/callsServedDirectly.ts) with the endpoint
 * Payload mounts for it: the same handler, body limit and answer, with the request set up as that handler reads it
 * (the Payload instance, the path's parameters, the query) and nothing else: no Next route, no Payload auth strategies
 * (our endpoints check the learner's session themselves), no matching the path against every endpoint again.
 */
export const serveDirectly = async (req: IncomingMessage, res: ServerResponse, call: DirectCall): Promise<void> => {
  const abandoned = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) abandoned.abort()
  })
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const withBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(url, {
    method: req.method,
    headers: headersOf(req),
    body: withBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: abandoned.signal,
    duplex: 'half',
  } as RequestInit)
  const handle = limitRequestBody(async (limited: Request) => {
    const payloadRequest = Object.assign(limited, {
      payload: call.payload,
      routeParams: call.routeParams,
      searchParams: url.searchParams,
      query: {},
      context: {},
      user: null,
      payloadAPI: 'REST',
    }) as unknown as PayloadRequest
    return call.endpoint.handler(payloadRequest)
  })
  await writeResponse(req, res, await handle(request, undefined))
}

/** A fault before the endpoint could answer (the endpoint answers its own): a 500 in the contract's words, logged. */
export const answerUnexpectedError = (logger: Logger, req: IncomingMessage, res: ServerResponse, error: unknown): void => {
  logger.error({ err: error, msg: `Unexpected error serving ${req.method} ${(req.url ?? '/').split('?', 1)[0]} directly` })
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }))
}
