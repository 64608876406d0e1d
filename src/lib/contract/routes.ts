/**
 * Where an operation of the contract is served: its method and path, and nothing more. Each module's contract/routes.ts
 * names its routes, its operations.ts spreads each into its operation (with the summary, access and responses the
 * OpenAPI document needs), and its screens call the API through the routes alone (src/lib/browser/apiClient.ts),
 * without bundling the contract's descriptions.
 */
export type Route = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** OpenAPI path, e.g. `/api/v1/courses/{courseId}`: each `{parameter}` is one whole segment. */
  path: string
}

/** The names in a path's `{braces}`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never

/** The values of a route's `{parameters}`, by name. */
export type RouteParams<R extends Route> = Record<ParamNames<R['path']>, string>

/** Query string values; an undefined one is left out. */
export type Query = Record<string, string | undefined>

/** A route's path parameters (which may be left out when it has none), then its query. */
export type RouteArguments<R extends Route> = [ParamNames<R['path']>] extends [never]
  ? [params?: RouteParams<R>, query?: Query]
  : [params: RouteParams<R>, query?: Query]

/**
 * The URL path of a route with its parameters filled in (each URL-encoded) and its query, for fetch, hrefs, `<img src>`,
 * `sendBeacon` and query keys: `pathOf(mentoringRoutes.mentoringCalendar, { bookingId })`.
 */
export const pathOf = <R extends Route>(route: R, ...[params, query]: RouteArguments<R>): string => {
  const values: Partial<Record<string, string>> = params ?? {}
  const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = values[param]
    if (value === undefined) throw new Error(`The path ${route.path} needs a value for {${param}}`)
    return encodeURIComponent(value)
  })
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()
  return search ? `${path}?${search}` : path
}


/** A route, or only the paths of it whose `{parameters}` hold one of `allowed[parameter]`. */
export type RouteMatch = Route & { allowed?: Partial<Record<string, readonly string[]>> }

/**
 * What the service worker (src/app/sw.ts) does with a module's requests on a phone without signal: the writes it
 * queues and sends, in order, when the signal returns, and the files it serves from the phone once the learner saved
 * them. A module declares these in its contract/routes.ts; src/domains/offline.ts puts them together.
 */
export type OfflineRoutes = { queuedWrites?: readonly RouteMatch[]; savedFiles?: readonly Route[] }

/**
 * Whether a URL's pathname is a path of the route: its fixed segments as they are, any value in each `{parameter}`, or
 * only one of `allowed[parameter]` where given. The service worker recognises the requests it handles with this.
 */
export const matchesRoute = ({ path, allowed = {} }: RouteMatch, pathname: string): boolean => {
  const expected = path.split('/')
  const actual = pathname.split('/')
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1]
      if (!param) return segment === actual[index]
      return actual[index] !== '' && (allowed[param]?.includes(actual[index]) ?? true)
    })
  )
}
