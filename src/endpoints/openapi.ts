import { endpoint, json } from '@/lib/server/http'
import { openApiDocument } from '@/lib/contract/document'
import { env } from '@/lib/server/env'

/** GET /api/v1/openapi.json: the API described, generated from the same schemas the endpoints validate with. */
const openapi = endpoint('get', '/v1/openapi.json', async () => json(openApiDocument(env.publicUrl)))

export const openapiEndpoints = [openapi]
