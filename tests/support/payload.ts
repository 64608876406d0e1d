import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** Payload's Local API on the test database, for arranging data and checking what the server stored. */
export const testPayload = (): Promise<Payload> => getPayload({ config })

/** A unique, valid email address for one test. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
