import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRestQuery } from '@/lib/server/http/guardRestQuery'
import { limitRequestBody } from '@/lib/server/http/limitRequestBody'
import { retryWriteConflicts } from '@/lib/server/http/retryWriteConflicts'

export const GET = guardRestQuery(config, REST_GET(config))
export const POST = guardRestQuery(config, limitRequestBody(retryWriteConflicts(REST_POST(config))))
export const DELETE = guardRestQuery(config, limitRequestBody(retryWriteConflicts(REST_DELETE(config))))
export const PATCH = guardRestQuery(config, limitRequestBody(retryWriteConflicts(REST_PATCH(config))))
export const PUT = guardRestQuery(config, limitRequestBody(retryWriteConflicts(REST_PUT(config))))
export const OPTIONS = REST_OPTIONS(config)
