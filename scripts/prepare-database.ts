/**
 * Applies the committed migrations and loads the sample content into an empty database.
 * Run by start, dev, build and the tests before the app serves requests; safe to run again, and safe for several
 * instances starting at once on one database (they take turns).
 */
import { getPayload, type Migration } from 'payload'

import config from '../payload.config'
import { migrations } from '../src/migrations'
import { seedIfEmpty } from '../src/seed'
import { whileHoldingDatabaseLock } from './lib/databaseLock'

const payload = await getPayload({ config })
await whileHoldingDatabaseLock(process.env.DATABASE_URL ?? '', async () => {
  if (process.env.PAYLOAD_SCHEMA_PUSH !== 'true') {
    // Payload types a migration's arguments as unknown; the generated list is the right shape.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  await seedIfEmpty(payload)
})
process.exit(0)
