import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import { dataDir } from './dataDir'
import { isDeployment, payloadSecretProblem } from './deploymentSafety'

/**
 * PAYLOAD_SECRET from the environment; outside production, one generated once into .data/.
 * In production a missing secret stops start-up (a secret on local disk would change with every new machine), and so
 * does a short or example one (./deploymentSafety).
 */
export const ensurePayloadSecret = (): string => {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  const problem = fromEnv && isDeployment() ? payloadSecretProblem(fromEnv) : null
  if (problem) throw new Error(problem)
  if (fromEnv) return fromEnv
  if (isDeployment()) {
    throw new Error(
      'PAYLOAD_SECRET is not set. In production set it to a long random value (e.g. `openssl rand -hex 32`) and keep it the same across restarts.',
    )
  }
  const file = dataDir('payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  const secret = readFileSync(file, 'utf8').trim()
  process.env.PAYLOAD_SECRET = secret
  return secret
}
