import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { preparedOn } from '@/lib/server/db/preparedStatements'
import { testPayload } from '../support/payload'

/**
 * The hot calls' statements go to Postgres as named prepared statements (src/lib/server/db/preparedStatements.ts):
 * planned once per connection, answering as Payload's Drizzle answers.
 */
describe('named prepared statements', () => {
  it('are prepared once per connection and text, whatever the values, and answer as Drizzle does', async () => {
    const payload = await testPayload()
    const client = await payload.db.pool.connect()
    try {
      const statement = (label: string) => sql`SELECT ${label}::text AS label, now() AS at, 1.5::numeric AS amount, '{"a": 1}'::jsonb AS data`
      const first = await preparedOn(client).execute(statement('first'))
      const second = await preparedOn(client).execute(statement('second'))
      expect([first.rows[0].label, second.rows[0].label]).toEqual(['first', 'second'])
      const viaDrizzle = (await payload.db.drizzle.execute(statement('third'))).rows[0]
      for (const field of ['at', 'amount', 'data'] as const) expect(typeof first.rows[0][field], field).toBe(typeof viaDrizzle[field])
      expect(first.rows[0].data).toEqual({ a: 1 })
      const prepared = await client.query(`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement LIKE '%AS label, now() AS at%' AND statement NOT LIKE '%pg_prepared_statements%'`)
      expect(prepared.rows[0].count).toBe(1)
    } finally {
      client.release()
    }
  })
})
