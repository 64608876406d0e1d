import { randomInt } from 'node:crypto'

import pg from 'pg'

import { readTexts, type CapturedText } from '../../scripts/lib/textProviderStandIn'
import { testEnv } from './testEnv'

/**
 * A random UK mobile (07700 and six digits; a test's texts only ever reach the provider's stand-in), as a person
 * writes it and as the provider gets it. `busy` gives one ending 999, which the stand-in answers 503 for; the others
 * never end so.
 */
export const uniqueMobile = ({ busy = false } = {}): { shown: string; international: string } => {
  const last = busy ? 999 : randomInt(0, 999)
  const digits = `${String(randomInt(0, 1000)).padStart(3, '0')}${String(last).padStart(3, '0')}`
  const national = `07700${digits}`
  return { shown: `${national.slice(0, 5)} ${national.slice(5)}`, international: `+44${national.slice(1)}` }
}

/** What the provider's stand-in took for this number so far. */
export const textsTo = (international: string): CapturedText[] => readTexts(testEnv().textDir).filter((text) => text.to === international)

/** Lets texts held by quiet hours go now: a test may run at any hour. */
export const morningComesForTexts = async (learnerId: string): Promise<void> => {
  const client = new pg.Client({ connectionString: testEnv().databaseUrl })
  await client.connect()
  try {
    await client.query(
      `UPDATE payload_jobs SET wait_until = now() - interval '1 second'
       WHERE task_slug = 'sendText' AND completed_at IS NULL AND wait_until > now()
         AND input->>'deliveryId' IN (SELECT id::text FROM text_deliveries WHERE learner_id = $1)`,
      [learnerId],
    )
  } finally {
    await client.end()
  }
}

/** Waits for `count` texts to the number, letting held ones go. */
export const waitForTexts = async (international: string, learnerId: string, count = 1, timeoutMs = 20_000): Promise<CapturedText[]> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const texts = textsTo(international)
    if (texts.length >= count) return texts
    await morningComesForTexts(learnerId)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${textsTo(international).length} of ${count} texts reached ${international} within ${timeoutMs} ms`)
}

/** The confirmation code in a text. */
export const codeIn = (text: CapturedText): string => {
  const code = /^(\d{6}) is your Solving Tech code/.exec(text.body)?.[1]
  if (!code) throw new Error(`No code in the text: ${text.body}`)
  return code
}
