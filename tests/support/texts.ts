import { randomInt } from 'node:crypto'

import { readTexts, type CapturedText } from '../../scripts/lib/textProviderStandIn'
import { waitForDelivered } from './heldDeliveries'
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

/** Waits for `count` texts to the number, letting those held by quiet hours go. */
export const waitForTexts = (international: string, learnerId: string, count = 1, timeoutMs = 20_000): Promise<CapturedText[]> =>
  waitForDelivered('sendText', learnerId, () => textsTo(international), { count, timeoutMs, what: `texts reached ${international}` })

/** The confirmation code in a text. */
export const codeIn = (text: CapturedText): string => {
  const code = /^(\d{6}) is your Solving Tech code/.exec(text.body)?.[1]
  if (!code) throw new Error(`No code in the text: ${text.body}`)
  return code
}
