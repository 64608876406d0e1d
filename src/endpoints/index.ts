import type { Endpoint } from 'payload'

import { fallbackEndpoints } from './notFound'
import { openapiEndpoints } from './openapi'

/**
 * The /api/v1 contract (CONTRACT.md) as mounted by payload.config.ts: the endpoints the modules bring, the OpenAPI
 * document, and a contract-shaped 404 for every other path under it.
 */
export const apiEndpoints = (moduleEndpoints: Endpoint[]): Endpoint[] => {
  const served = [...moduleEndpoints, ...openapiEndpoints]
  return [...served, ...fallbackEndpoints(served)]
}
