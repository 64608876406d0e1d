import { expect, it } from 'vitest'

import { learnerPassword } from './factories'
import { testEnv } from './testEnv'

export type ApiResult<T = Record<string, unknown>> = { status: number; headers: Headers; body: T; text: string }

/**
 * A client of the running server that keeps the learner's session cookie and the browser's device cookie (the
 * sign-in throttle's) between calls, like a browser. Requests carry no Origin unless a test sets one.
 */
export class ApiClient {
  cookie: string | undefined
  deviceCookie: string | undefined

  constructor(readonly baseUrl = testEnv().baseUrl) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<ApiResult<T>> {
    const headers = new Headers(init.headers)
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json')
    const cookies = [this.cookie, this.deviceCookie].filter(Boolean)
    if (cookies.length && !headers.has('cookie')) headers.set('cookie', cookies.join('; '))
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      method,
      headers,
      // Bytes (a photo, a voice note) come in `init.body` as they are.
      body: body === undefined ? init.body : typeof body === 'string' ? body : JSON.stringify(body),
    })
    for (const setCookie of response.headers.getSetCookie()) {
      const value = setCookie.split(';')[0]
      const emptied = value.endsWith('=')
      if (value.startsWith('solvingtech-session=')) this.cookie = emptied ? undefined : value
      if (value.startsWith('solvingtech-device=')) this.deviceCookie = emptied ? undefined : value
    }
    const text = await response.text()
    let parsed: unknown = undefined
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  get = <T = Record<string, unknown>>(path: string, init?: RequestInit) => this.call<T>('GET', path, undefined, init)
  post = <T = Record<string, unknown>>(path: string, body?: unknown, init?: RequestInit) => this.call<T>('POST', path, body ?? {}, init)
  put = <T = Record<string, unknown>>(path: string, body?: unknown, init?: RequestInit) => this.call<T>('PUT', path, body ?? {}, init)
}

export const registrationFor = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sam',
  lastName: 'Jones',
  email,
  company: 'Jones Build Ltd',
  password: learnerPassword,
  confirmPassword: learnerPassword,
  ...overrides,
})

/** A new learner registered through the API, signed in on the returned client. */
export const registeredLearner = async (email: string, overrides: Record<string, unknown> = {}) => {
  const client = new ApiClient()
  const result = await client.post<{ id: string; email: string }>('/api/v1/register', registrationFor(email, overrides))
  if (result.status !== 201) throw new Error(`Registration failed: ${result.status} ${result.text}`)
  return { client, user: result.body }
}

/** The contract's answer to one invalid field: 400, its message, and the same message under that field. */
export const expectFieldError = (response: ApiResult, field: string, message: string): void => {
  expect(response.status).toBe(400)
  expect(response.body).toEqual({ message, errors: [{ field, message }] })
}

/** One test per invalid field: POSTing `body` to `path` without a session answers 400 with `message` on `field`. */
export const itAnswersFieldErrors = (path: string, cases: [field: string, body: Record<string, unknown>, message: string][]): void =>
  it.each(cases)('answers 400 with the spec message for %s', async (field, body, message) => {
    expectFieldError(await new ApiClient().post(path, body), field, message)
  })

/** Sends each `METHOD /path` in turn (with an empty JSON body unless GET) and returns the answers, labelled. */
export const callEach = async (client: ApiClient, calls: string[]): Promise<{ call: string; response: ApiResult }[]> => {
  const answers = []
  for (const call of calls) {
    const [method, path] = call.split(' ')
    answers.push({ call, response: await client.call(method, path, method === 'GET' ? undefined : {}) })
  }
  return answers
}
