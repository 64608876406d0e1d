import { apiEndpoint, json } from '@/lib/server/http'
import { openApiDocument, openapiOperation } from '@/lib/contract/document'
import { env } from '@/lib/server/env'
import { contract } from '@/domains/operations'

/** GET /api/v1/openapi.json: the API described, generated from the same schemas the endpoints validate with. */
const openapi = apiEndpoint(openapiOperation, async () => json(openApiDocument(env.publicUrl, contract)))

export const openapiEndpoints = [openapi]
