import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import { dataDir } from './dataDir'

/**
 * PAYLOAD_SECRET from the environment; outside production, one generated once into .data/. A deployment without one,
 * or with a short or example one, has been stopped already by the environment's check (src/lib/server/envSchema.ts):
 * a secret on local disk would change with every new machine.
 */
export const ensurePayloadSecret = (): string => {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv
  const file = dataDir('payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  const secret = readFileSync(file, 'utf8').trim()
  process.env.PAYLOAD_SECRET = secret
  return secret
}
