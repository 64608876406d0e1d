/**
 * Applies the committed migrations, builds the indexes that must not block writes, loads the sample content into
 * an empty database, and seals staff's two-factor secrets again when TWO_FACTOR_KEYS has a new first key: the one place migrations run (the server itself never does). Run by start, dev, build and the
 * tests before the app serves requests; safe to run again, and safe for several instances starting at once on one
 * database (they take turns under one lock). Migrations get their own limits: a statement may run for
 * MIGRATION_STATEMENT_TIMEOUT_MS (not the app's 10 s), and waits at most MIGRATION_LOCK_TIMEOUT_MS for a table's lock.
 */
import type { Migration } from 'payload'

import { env } from '../src/lib/server/env'
import { exitOnEnvironmentProblems } from '../src/lib/server/envSchema'
import { concurrentIndexes } from '../src/migrations/concurrentIndexes'
import { whileHoldingDatabaseLock } from './lib/databaseLock'
import { buildConcurrentIndexes } from './lib/migrations/concurrentIndexes'

exitOnEnvironmentProblems('database')
// Read by payload.config.ts when it loads, below.
process.env.DATABASE_STATEMENT_TIMEOUT_MS = String(env.migrationTimeouts.statementMs)
process.env.DATABASE_LOCK_TIMEOUT_MS = String(env.migrationTimeouts.lockMs)

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { migrations } = await import('../src/migrations')
const { seedIfEmpty } = await import('../src/seed')
const { resealTwoFactorSecrets } = await import('../src/domains/staffAccounts/twoFactor/resealSecrets')

const payload = await getPayload({ config })
const databaseUrl = process.env.DATABASE_URL ?? ''
await whileHoldingDatabaseLock(databaseUrl, async () => {
  if (process.env.PAYLOAD_SCHEMA_PUSH !== 'true') {
    // Payload types a migration's arguments as unknown; the generated list is the right shape.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const built = await buildConcurrentIndexes(databaseUrl, concurrentIndexes)
    if (built.length > 0) payload.logger.info(`Built ${built.length} index(es) concurrently: ${built.join(', ')}`)
  }
  await seedIfEmpty(payload)
  // After a new key was put first in TWO_FACTOR_KEYS: the older one can go a release later.
  const resealed = await resealTwoFactorSecrets(payload.db.drizzle)
  if (resealed > 0) payload.logger.info(`Sealed ${resealed} staff two-factor secret(s) again with the first of TWO_FACTOR_KEYS`)
})
process.exit(0)
