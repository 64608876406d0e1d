import pg from 'pg'

/**
 * Runs `work` while no other test holding the lock `name` runs, on this or another worker (a Postgres advisory lock on
 * the test database, released when its connection ends). For the few tests that change what every page shows (the
 * landing page's programme state, the WhatsApp group's link) and then check it: two repeats of one test run side by
 * side under --repeat-each.
 */
export const exclusively = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    return await work()
  } finally {
    await client.end()
  }
}
