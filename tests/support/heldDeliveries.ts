import pg from 'pg'

import { testEnv } from './testEnv'

/** The send job of each kind of delivery quiet hours can hold, and the table its rows are in. */
const held = { sendPush: 'push_deliveries', sendText: 'text_deliveries' } as const

/**
 * Morning comes for the learner's notifications or texts held by quiet hours: their jobs may run now, and the
 * queue's schedule sends them. Nothing to do in the day, when none is held: a test may run at any hour.
 */
const morningComes = async (task: keyof typeof held, learnerId: string): Promise<void> => {
  const client = new pg.Client({ connectionString: testEnv().databaseUrl })
  await client.connect()
  try {
    await client.query(
      `UPDATE payload_jobs SET wait_until = now() - interval '1 second'
       WHERE task_slug = $1 AND completed_at IS NULL AND wait_until > now()
         AND input->>'deliveryId' IN (SELECT id::text FROM ${held[task]} WHERE learner_id = $2)`,
      [task, learnerId],
    )
  } finally {
    await client.end()
  }
}

/** Waits until `received()` holds `count` deliveries to the learner, letting held ones go; `what` names them in the error. */
export const waitForDelivered = async <T>(
  task: keyof typeof held,
  learnerId: string,
  received: () => T[],
  { count, timeoutMs, what }: { count: number; timeoutMs: number; what: string },
): Promise<T[]> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const delivered = received()
    if (delivered.length >= count) return delivered
    await morningComes(task, learnerId)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${received().length} of ${count} ${what} within ${timeoutMs} ms`)
}
