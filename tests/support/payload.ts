import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** Payload's Local API on the test database, for arranging data and checking what the server stored. */
export const testPayload = (): Promise<Payload> => getPayload({ config })

export { uniqueEmail } from './uniqueEmail'

/** Context for Local API writes to content (courses, lessons, ...) from tests: outside Next there is no page cache to expire. */
export const outsideNext = { disableRevalidate: true }
