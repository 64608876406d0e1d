import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { limitRequestBody } from '@/lib/server/http/limitRequestBody'

export const GET = REST_GET(config)
export const POST = limitRequestBody(REST_POST(config))
export const DELETE = limitRequestBody(REST_DELETE(config))
export const PATCH = limitRequestBody(REST_PATCH(config))
export const PUT = limitRequestBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
