import type { Endpoint } from 'payload'

import { contract } from '@/domains/operations'
import { payloadPathOf } from '@/lib/server/http/endpoint'

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

/** The hot calls server.ts answers itself (the contract's `servedDirectly` operations), as Payload mounts them. */
export const callsServedDirectly: ReadonlySet<string> = new Set(
  contract.operations.filter((call) => call.servedDirectly).map((call) => `${call.method} ${payloadPathOf(call.path)}`),
)
