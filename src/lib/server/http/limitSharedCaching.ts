import type { ServerResponse } from 'node:http'

import { withSharedCacheLimit } from '../../rules/sharedCacheLifetime'

/** Caps how long a CDN may keep a prerendered page (see withSharedCacheLimit) as the response's headers go out. */
export const limitSharedCaching = (res: ServerResponse): void => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const cacheControl = res.getHeader('cache-control')
    if (typeof cacheControl === 'string') res.setHeader('Cache-Control', withSharedCacheLimit(cacheControl))
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
