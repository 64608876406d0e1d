'use client'

import { hardNavigate } from './hardNavigate'
import { currentPasswordIncorrectMessage } from '@/lib/validation/accountMessages'
import { clearStoredUser } from './storedUser'

/** A non-OK answer: `message` is the contract's message, or "status: body" as spec section 8 words it. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message)
  }
}

const signInCalls = ['/api/v1/login', '/api/v1/register']

/** A 401 that means "wrong password" (sign-in, or the current password of an email change), not "signed out". */
const isWrongCredentials = (path: string, message: string | undefined) =>
  signInCalls.includes(path) || (path === '/api/v1/account/email' && message === currentPasswordIncorrectMessage)

/**
 * Calls the JSON API with the session cookie. A 401 from any call but sign-in clears the stored user and sends the
 * person to /v1/login (CONTRACT.md); a wrong current password is answered 401 too, and stays on the screen.
 */
export const apiRequest = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> => {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const parsed = text ? (JSON.parse(text) as unknown) : undefined
  if (!response.ok) {
    const errorBody = (parsed ?? {}) as { message?: string; errors?: { field: string; message: string }[] }
    if (response.status === 401 && !isWrongCredentials(path, errorBody.message)) {
      clearStoredUser()
      hardNavigate('/v1/login')
    }
    throw new ApiRequestError(response.status, errorBody.message ?? `${response.status}: ${text || response.statusText}`, errorBody.errors)
  }
  return parsed as T
}
