import { createHmac, timingSafeEqual } from 'node:crypto'

import { BackupProblem } from './backupProblem'
import { manifestFileName, signatureFileName } from './manifest'

/**
 * The manifest's HMAC-SHA256, with a key derived from PAYLOAD_SECRET for this one purpose. The manifest holds every
 * other file's SHA-256, so the signature vouches for the whole backup: a restore checks it before it reads anything
 * else, and refuses a backup that someone with only the backup's storage changed or made up (README, "Backups").
 */
const signingKey = (secret: string): Buffer => createHmac('sha256', secret).update('solvingtech:backup-manifest:v1').digest()

const hmacOf = (manifest: Uint8Array, secret: string): Buffer => createHmac('sha256', signingKey(secret)).update(manifest).digest()

/** The text of `manifest.sig` for the manifest's bytes as stored. */
export const signManifest = (manifest: Uint8Array, secret: string): string => `HMAC-SHA256 ${hmacOf(manifest, secret).toString('hex')}\n`

/** Refuses, in words, a manifest without a signature or whose signature is not this secret's for exactly these bytes. */
export const checkManifestSignature = (manifest: Uint8Array, signature: string | null, secret: string, dir: string): void => {
  if (signature === null) {
    throw new BackupProblem(
      `The backup in ${dir} is not signed (it has no ${signatureFileName}), so nothing vouches for it: it was made before backups were signed, or ` +
        `the signature was removed. Nothing was restored.`,
    )
  }
  const given = /^HMAC-SHA256 ([0-9a-f]{64})\s*$/.exec(signature)?.[1]
  const expected = hmacOf(manifest, secret)
  if (!given || !timingSafeEqual(Buffer.from(given, 'hex'), expected)) {
    throw new BackupProblem(
      `The backup's ${manifestFileName} in ${dir} does not match its signature: it was changed after the backup was made, or the backup was made ` +
        `with another PAYLOAD_SECRET (set the one of the site it comes from). Nothing was restored.`,
    )
  }
}
