/**
 * Where each operation of the contract is served: its method and path, and nothing more. operations.ts spreads each
 * route into its operation (with the summary, access and responses the OpenAPI document needs), and the browser calls
 * the API through this small table alone (src/lib/browser/apiClient.ts), without bundling the contract's descriptions.
 */
export type Route = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** OpenAPI path, e.g. `/api/v1/courses/{courseId}`: each `{parameter}` is one whole segment. */
  path: string
}

export const routes = {
  register: { method: 'post', path: '/api/v1/register' },
  login: { method: 'post', path: '/api/v1/login' },
  logout: { method: 'post', path: '/api/v1/logout' },
  me: { method: 'get', path: '/api/v1/me' },
  forgotPassword: { method: 'post', path: '/api/v1/forgot-password' },
  resetPassword: { method: 'post', path: '/api/v1/reset-password' },
  courses: { method: 'get', path: '/api/v1/courses' },
  course: { method: 'get', path: '/api/v1/courses/{courseId}' },
  progressList: { method: 'get', path: '/api/v1/enrollments/progress' },
  enrolmentStatus: { method: 'get', path: '/api/v1/enrollments/{courseId}/status' },
  enrol: { method: 'post', path: '/api/v1/courses/{courseId}/enroll' },
  lesson: { method: 'get', path: '/api/v1/lessons/{lessonId}' },
  lessonVideo: { method: 'get', path: '/api/v1/lessons/{lessonId}/video' },
  lessonLowDataVideo: { method: 'get', path: '/api/v1/lessons/{lessonId}/low-data-video' },
  lessonCaptions: { method: 'get', path: '/api/v1/lessons/{lessonId}/captions' },
  lessonTranscript: { method: 'get', path: '/api/v1/lessons/{lessonId}/transcript' },
  lessonProgress: { method: 'get', path: '/api/v1/progress/{lessonId}' },
  completeLesson: { method: 'post', path: '/api/v1/lessons/{lessonId}/complete' },
  playback: { method: 'get', path: '/api/v1/lessons/{lessonId}/playback' },
  reportPlayback: { method: 'post', path: '/api/v1/lessons/{lessonId}/playback' },
  profile: { method: 'put', path: '/api/v1/profile' },
  businessProfile: { method: 'get', path: '/api/v1/account/business' },
  saveBusinessProfile: { method: 'put', path: '/api/v1/account/business' },
  equalityAnswers: { method: 'get', path: '/api/v1/account/equality' },
  saveEqualityAnswers: { method: 'put', path: '/api/v1/account/equality' },
  courseChecks: { method: 'get', path: '/api/v1/courses/{courseId}/checks' },
  answerCheck: { method: 'post', path: '/api/v1/courses/{courseId}/checks/{stage}' },
  skipCheck: { method: 'post', path: '/api/v1/courses/{courseId}/checks/{stage}/skip' },
  dataSaver: { method: 'put', path: '/api/v1/account/data-saver' },
  upgradeInterest: { method: 'post', path: '/api/v1/account/upgrade-interest' },
  changeEmail: { method: 'put', path: '/api/v1/account/email' },
  confirmEmail: { method: 'post', path: '/api/v1/account/email/confirm' },
  changePassword: { method: 'put', path: '/api/v1/account/password' },
  action: { method: 'get', path: '/api/v1/lessons/{lessonId}/action' },
  actionDraft: { method: 'put', path: '/api/v1/lessons/{lessonId}/action/draft' },
  actionAnswer: { method: 'post', path: '/api/v1/lessons/{lessonId}/action/answer' },
  actionFile: { method: 'put', path: '/api/v1/lessons/{lessonId}/action/files/{fileId}' },
  workbookFile: { method: 'get', path: '/api/v1/workbook/files/{fileId}' },
  workbookResource: { method: 'get', path: '/api/v1/workbook/resources/{resourceId}' },
  workbookPdf: { method: 'get', path: '/api/v1/workbook/pdf' },
  openapi: { method: 'get', path: '/api/v1/openapi.json' },
} as const satisfies Record<string, Route>

export type RouteName = keyof typeof routes

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

export type PathArguments<Name extends RouteName> = RouteArguments<(typeof routes)[Name]>

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

/** `pathOf` for a route of the table above by its name: `apiPath('lessonTranscript', { lessonId })`. */
export const apiPath = <Name extends RouteName>(name: Name, ...args: PathArguments<Name>): string => pathOf(routes[name], ...args)

/**
 * Whether a URL's pathname is a path of the route: its fixed segments as they are, any value in each `{parameter}`, or
 * only one of `allowed[parameter]` where given. The service worker recognises the requests it handles with this.
 */
export const matchesRoute = (route: RouteName | Route, pathname: string, allowed: Partial<Record<string, readonly string[]>> = {}): boolean => {
  const expected = (typeof route === 'string' ? routes[route] : route).path.split('/')
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
