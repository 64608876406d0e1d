'use client'

import type { z } from 'zod'

import type { Operation, ResponseBody } from '@/lib/contract/operation'
import { pathOf, type Query, type Route, type RouteArguments, type RouteParams } from '@/lib/contract/routes'

import { hardNavigate } from './hardNavigate'
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

/**
 * Calls the JSON API with the session cookie (under `apiCaller`, which finds the method and path of an operation). A
 * 401 clears the stored user and sends the person to /v1/login (CONTRACT.md), unless `isWrongPassword` says it answers
 * a password (sign-in, or the current password of an email change): that stays on the screen.
 */
const apiRequest = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  isWrongPassword: (message: string | undefined) => boolean,
): Promise<T> => {
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
    if (response.status === 401 && !isWrongPassword(errorBody.message)) {
      clearStoredUser()
      hardNavigate('/v1/login')
    }
    throw new ApiRequestError(response.status, errorBody.message ?? `${response.status}: ${text || response.statusText}`, errorBody.errors)
  }
  return parsed as T
}

type SuccessStatus<C extends Operation> = Extract<keyof C['responses'], 200 | 201 | 202 | 204>

/** What an operation answers on success, by its contract: the body of its 2xx responses, or undefined when it has none (204). */
export type SuccessBodyOf<C extends Operation> = [ResponseBody<C, SuccessStatus<C>>] extends [never] ? undefined : ResponseBody<C, SuccessStatus<C>>

/** The JSON body an operation takes (what its request schema accepts); none where it declares no body. */
type BodyOption<C extends Operation> = C extends { body: infer Schema extends z.ZodType } ? { body: z.input<Schema> } : { body?: undefined }

type ParamsOption<C extends Operation> = Record<string, never> extends RouteParams<C> ? { params?: RouteParams<C> } : { params: RouteParams<C> }

export type OperationRequest<C extends Operation> = ParamsOption<C> & BodyOption<C> & { query?: Query }

/**
 * Calls a module's operations `Ops` by name, with the routes they are served at (its contract/routes.ts), so the
 * operations' descriptions never reach the phone: only their types do. Each call takes its path parameters
 * (URL-encoded), query and body, and answers the success body its contract declares. Failures throw
 * `ApiRequestError`; a 401 signs the person out, but where `isWrongPassword` says the operation's 401 answers a
 * password the person typed.
 */
export const apiCaller =
  <Ops extends Record<string, Operation>>(
    routesOf: { [Name in keyof Ops]: Route },
    isWrongPassword: (name: keyof Ops & string, message: string | undefined) => boolean = () => false,
  ) =>
  <Name extends keyof Ops & string>(
    name: Name,
    ...[request]: Record<string, never> extends OperationRequest<Ops[Name]> ? [request?: OperationRequest<Ops[Name]>] : [request: OperationRequest<Ops[Name]>]
  ): Promise<SuccessBodyOf<Ops[Name]>> => {
    const route = routesOf[name]
    const { params, query, body } = (request ?? {}) as { params?: Record<string, string>; query?: Query; body?: unknown }
    // OperationRequest has checked the parameters against the route already.
    const path = pathOf(route, ...([params, query] as unknown as RouteArguments<Route>))
    return apiRequest<SuccessBodyOf<Ops[Name]>>(route.method.toUpperCase() as Uppercase<Operation['method']>, path, body, (message) => isWrongPassword(name, message))
  }
