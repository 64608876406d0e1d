/**
 * Run by db:restore in a process of its own (./migrations.ts): applies the migrations named on the command line, in
 * the order the code lists them, to an empty database.
 */
import { getPayload, type Migration } from 'payload'

import config from '../../../payload.config'
import { migrations } from '../../../src/migrations'

const named = new Set(process.argv.slice(2))
const payload = await getPayload({ config })
// Payload types a migration's arguments as unknown; the generated list is the right shape.
await payload.db.migrate({ migrations: migrations.filter((migration) => named.has(migration.name)) as unknown as Migration[] })
process.exit(0)
