import { endpoint, notFound } from '@/lib/http'

const methods = ['get', 'post', 'put', 'delete'] as const

/** Any other path under /api/v1 answers 404 with the contract's error body. Mounted last. */
export const notFoundEndpoints = methods.map((method) =>
  endpoint(method, '/v1/:rest*', async () => {
    throw notFound('There is no such API call')
  }),
)
