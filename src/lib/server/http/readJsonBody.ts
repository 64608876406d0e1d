import { nulMessage, pathOfNulText } from '@/lib/rules/nulText'
import { ApiError, badRequest } from './apiError'
import { readBodyUpTo } from './readBodyUpTo'
import { assertOwnUserId } from './signedInUser'

const maxBodyBytes = 100 * 1024

const tooLarge = () => new ApiError(413, 'The request body is too large (100 KB at most)')

const readCapped = async (body: ReadableStream<Uint8Array> | null | undefined): Promise<string> => {
  if (!body) return ''
  const bytes = await readBodyUpTo(body, maxBodyBytes)
  if (!bytes) throw tooLarge()
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes)
}

/**
 * The request's JSON object body: at most 100 KB (413), `Content-Type: application/json` (415), well-formed (400),
 * an object (400) and free of NUL characters, which Postgres cannot store (400). An absent body is an empty object.
 * A `userId` in it must be the signed-in learner's own (403, ./signedInUser.ts).
 */
export const readJsonBody = async (request: { headers: Headers; body?: ReadableStream<Uint8Array> | null }): Promise<Record<string, unknown>> => {
  const declaredLength = Number(request.headers.get('content-length') ?? '0')
  if (declaredLength > maxBodyBytes) throw tooLarge()

  const text = await readCapped(request.body)
  if (text.trim() === '') return {}

  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim())) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object')
  }
  const nulField = pathOfNulText(parsed)
  if (nulField !== undefined) throw badRequest(nulMessage, [{ field: nulField || 'body', message: nulMessage }])
  assertOwnUserId(request, (parsed as Record<string, unknown>).userId)
  return parsed as Record<string, unknown>
}
