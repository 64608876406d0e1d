/**
 * Applies the committed migrations and loads the sample content into an empty database.
 * Run by start, dev, build and the tests before the app serves requests; safe to run again.
 */
import { getPayload, type Migration } from 'payload'

import config from '../payload.config'
import { migrations } from '../src/migrations'
import { seedIfEmpty } from '../src/seed'

const payload = await getPayload({ config })
if (process.env.PAYLOAD_SCHEMA_PUSH !== 'true') {
  // Payload types a migration's arguments as unknown; the generated list is the right shape.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
await seedIfEmpty(payload)
process.exit(0)
