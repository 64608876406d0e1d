import pg from 'pg'

import type { ConcurrentIndex } from '../../../src/migrations/concurrentIndexes'

/**
 * Builds each index CONCURRENTLY once the migrations have committed: Postgres refuses CONCURRENTLY inside a
 * transaction, and every Payload migration runs in one. A build that failed part-way leaves an invalid index behind;
 * it is dropped (concurrently too) and built again. Runs under the same lock as the migrations
 * (scripts/prepare-database.ts), on a connection of its own with no statement timeout: a big table takes minutes.
 */
export const buildConcurrentIndexes = async (databaseUrl: string, indexes: readonly ConcurrentIndex[]): Promise<string[]> => {
  if (indexes.length === 0) return []
  const client = new pg.Client({ connectionString: databaseUrl, statement_timeout: 0 })
  await client.connect()
  const built: string[] = []
  try {
    for (const { name, definition } of indexes) {
      const { rows } = await client.query<{ valid: boolean }>(
        `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relname = $1`,
        [name],
      )
      if (rows[0]?.valid) continue
      if (rows[0]) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`)
      await client.query(`CREATE INDEX CONCURRENTLY "${name}" ${definition}`)
      built.push(name)
    }
  } finally {
    await client.end()
  }
  return built
}
