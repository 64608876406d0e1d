import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'

/** The machine's Redis, which the shared-cache tests use (README: "Shared cache"). */
export const testRedisUrl = 'redis://127.0.0.1:6379'

/** A key prefix of this test's own, so runs sharing the machine's Redis never see each other's keys. */
export const uniqueKeyPrefix = (name: string): string => `solvingtech-test-${name}-${randomUUID()}:`

/** Removes every key under `prefix` from the test Redis; resolves with how many there were. */
export const removeRedisKeys = async (prefix: string): Promise<number> => {
  const client = await createClient({ url: testRedisUrl }).connect()
  let removed = 0
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) removed += await client.unlink(keys)
    }
  } finally {
    client.destroy()
  }
  return removed
}
