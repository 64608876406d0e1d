import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { downloadBatchSize, withDownloadBatchSize } from '@/plugins/exports/downloadBatchSize'

/** What the wrapped handler reads from the request body. */
const bodySeen = async (body: unknown): Promise<unknown> => {
  const request = { json: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)) } as unknown as PayloadRequest
  let seen: unknown
  await withDownloadBatchSize(async (req) => {
    seen = await req.json!()
    return new Response(null)
  })(request)
  return seen
}

describe('withDownloadBatchSize', () => {
  it('reads 5,000 rows a page unless asked for fewer', async () => {
    expect(await bodySeen({ data: { collectionSlug: 'program-signups', format: 'csv' } })).toEqual({
      data: { collectionSlug: 'program-signups', format: 'csv', batchSize: downloadBatchSize },
    })
    expect(await bodySeen({ data: { batchSize: 100 } })).toEqual({ data: { batchSize: 100 } })
  })

  it.each([10_000_000, 0, -5, 2.5, '100', null])('reads 5,000 a page when asked for %s', async (batchSize) => {
    expect(await bodySeen({ data: { batchSize } })).toEqual({ data: { batchSize: downloadBatchSize } })
  })

  it('passes a body without data, or not JSON, through for the plugin to refuse', async () => {
    expect(await bodySeen({ other: true })).toEqual({ other: true })
    expect(await bodySeen(new SyntaxError('Unexpected token'))).toBeUndefined()
  })
})
