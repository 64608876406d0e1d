import autocannon from 'autocannon'

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number }

type LoadOptions = {
  url: string
  connections: number
  seconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A fresh path, body and extra headers for every request (e.g. a random learner's random lesson). */
  path?: () => string
  body?: () => string
  headersFor?: () => Record<string, string>
  /**
   * Each connection as a client of its own (e.g. one learner each), called once a connection with its number, the
   * same numbers every run: the path and headers it sends, and a fresh body for every request.
   */
  forConnection?: (connection: number) => { path: string; headers: Record<string, string>; body: () => string }
}

/** Drives `url` with autocannon for a fixed time and connection count; errors count failures, timeouts and non-2xx. */
export const measureLoad = async ({ url, connections, seconds, method = 'GET', headers = {}, path, body, headersFor, forConnection }: LoadOptions): Promise<LoadFigures> => {
  let connectionsSetUp = 0
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers,
    requests:
      path || body || headersFor
        ? [
            {
              method,
              headers,
              setupRequest: (request) => ({
                ...request,
                ...(path ? { path: path() } : {}),
                ...(body ? { body: body() } : {}),
                ...(headersFor ? { headers: { ...request.headers, ...headersFor() } } : {}),
              }),
            },
          ]
        : undefined,
    setupClient: forConnection
      ? (client) => {
          const own = forConnection(connectionsSetUp++)
          client.setRequests([{ method, path: own.path, headers: { ...headers, ...own.headers }, setupRequest: (request) => ({ ...request, body: own.body() }) }])
        }
      : undefined,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}
