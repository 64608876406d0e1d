/**
 * `npm run check:migrations` (CI runs it): squawk's findings on every migration made since the check began
 * (scripts/lib/migrations/migrationSafety.ts). Exits 1 with one line per finding, so an unsafe change never lands.
 */
import path from 'node:path'

import { findUnsafeStatements, migrationsToCheck } from './lib/migrations/migrationSafety'

const migrations = migrationsToCheck(path.resolve('src/migrations'))
const findings = await findUnsafeStatements(migrations)
for (const finding of findings) {
  console.error(`src/migrations/${finding.migration}.ts (its SQL's line ${finding.line}): ${finding.rule}: ${finding.message}`)
}
if (findings.length > 0) {
  console.error(`[migrations] ${findings.length} unsafe change(s): see README, "Changing the data model".`)
  process.exit(1)
}
console.info(`[migrations] ${migrations.length} new migration(s) checked: nothing would lock or rewrite a live table.`)
