/**
 * What a real deployment (the operator's `NODE_ENV=production`) refuses at start, so an example file or a newcomer's
 * default never reaches the open internet: a guessable signing secret (the first-staff setup code and every session
 * are derived from it), a database inside the instance, and sample content in the real database.
 * `npm start` runs its server with NODE_ENV=production whatever the operator set; these checks read the operator's.
 */
import { setting } from '../../src/lib/server/environment'

export const minimumSecretLength = 32

/** Words the example deploy files use in place of a secret: a value holding one was copied, never chosen. */
const placeholderWords = ['change-me', 'changeme', 'replace-me', 'example']

export const isDeployment = (): boolean => process.env.NODE_ENV === 'production'

/** Why `secret` may not sign a deployment's sessions, or null when it may. */
export const payloadSecretProblem = (secret: string): string | null => {
  if (secret.length < minimumSecretLength) {
    return `PAYLOAD_SECRET is ${secret.length} characters long; a deployment needs at least ${minimumSecretLength} random characters (e.g. \`openssl rand -hex 32\`).`
  }
  const lower = secret.toLowerCase()
  if (placeholderWords.some((word) => lower.includes(word))) {
    return 'PAYLOAD_SECRET is the example placeholder. Anyone could compute the setup code and sign sessions with it: set a random value (e.g. `openssl rand -hex 32`).'
  }
  return null
}

/** May this process start the embedded Postgres? Always outside a deployment; in one, only when told to. */
export const mayStartEmbeddedDatabase = (): boolean => !isDeployment() || setting('ALLOW_EMBEDDED_DATABASE')

export const embeddedDatabaseRefusedMessage =
  'DATABASE_URL is not set. A deployment (NODE_ENV=production) does not start the embedded Postgres: its data would live ' +
  `and die with this instance. Set DATABASE_URL to a managed Postgres, or ALLOW_EMBEDDED_DATABASE=true to run the embedded one anyway.`
