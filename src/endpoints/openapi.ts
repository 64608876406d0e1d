import { endpoint, json } from '@/lib/server/http'
import { openApiDocument } from '@/lib/server/openapi/document'

/** GET /api/v1/openapi.json: the API described, generated from the same schemas the endpoints validate with. */
const openapi = endpoint('get', '/v1/openapi.json', async () => json(openApiDocument()))

export const openapiEndpoints = [openapi]
