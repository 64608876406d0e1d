/**
 * Payload's own REST writes (an admin save, a staff API call) run in a transaction Payload opens, so our
 * retryOnConflict (src/lib/server/db/retryOnConflict.ts) cannot wrap them. When Postgres ends one for a write conflict
 * (a deadlock with a learner's completion, a serialization failure), answerDatabaseErrors marks the 503 with this
 * header, and the route runs the same request again, a few times, before anyone hears of it.
 */
export const writeConflictHeader = 'x-write-conflict'

const attempts = 3

/** Bodies kept to send again: a JSON save is small; an upload (multipart) streams and is not tried twice. */
const retryableBodyBytes = 1024 * 1024

const briefly = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt))

const withoutMarker = (response: Response): Response => {
  if (!response.headers.has(writeConflictHeader)) return response
  const headers = new Headers(response.headers)
  headers.delete(writeConflictHeader)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export const retryWriteConflicts =
  <Context>(handler: (request: Request, context: Context) => Promise<Response>) =>
  async (request: Request, context: Context): Promise<Response> => {
    const declared = Number(request.headers.get('content-length') ?? 0)
    const multipart = /^multipart\//i.test(request.headers.get('content-type')?.trim() ?? '')
    // Our own endpoints (/api/v1, the signup) retry their transactions themselves, and read their bodies as they like.
    const ours = /^\/api\/(v1\/|program-signup$)/.test(new URL(request.url).pathname)
    if (ours || multipart || declared > retryableBodyBytes) return withoutMarker(await handler(request, context))
    let body: ArrayBuffer | null
    try {
      body = request.body ? await request.arrayBuffer() : null
    } catch {
      // The client went away while sending: nobody reads the answer.
      return new Response(null, { status: 499 })
    }
    for (let attempt = 1; ; attempt += 1) {
      const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal }), context)
      if (attempt >= attempts || !response.headers.has(writeConflictHeader)) return withoutMarker(response)
      await response.arrayBuffer().catch(() => undefined)
      await briefly(attempt)
    }
  }
