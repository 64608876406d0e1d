import type { Endpoint } from 'payload'

import { ApiError, endpoint, notFound } from '@/lib/server/http'

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

/** The methods a path is served with, as an `Allow` header (HEAD wherever GET: server.ts answers it with GET). */
const allowHeader = (served: Set<string>): string =>
  [...served, ...(served.has('get') ? ['head'] : []), 'options'].map((method) => method.toUpperCase()).sort().join(', ')

/**
 * What the contract answers where no call matches: `405` with `Allow` for a method a known path is not served with,
 * `404` for any other path under /api/v1. Mounted after every served endpoint.
 */
export const fallbackEndpoints = (served: Endpoint[]): Endpoint[] => {
  const methodsByPath = new Map<string, Set<string>>()
  for (const { path, method } of served) methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method))

  const notAllowed = [...methodsByPath].flatMap(([path, pathMethods]) =>
    methods
      .filter((method) => !pathMethods.has(method))
      .map((method) =>
        endpoint(method, path, async () => {
          throw new ApiError(405, `${method.toUpperCase()} is not allowed here`, undefined, { Allow: allowHeader(pathMethods) })
        }),
      ),
  )
  const unknownPaths = methods.map((method) =>
    endpoint(method, '/v1/:rest*', async () => {
      throw notFound('There is no such API call')
    }),
  )
  return [...notAllowed, ...unknownPaths]
}
