import { existsSync, lstatSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { BackupProblem } from './backupProblem'
import { decryptBytes, decryptionIdentity } from './encryption'
import { digestOfFile } from './fileDigest'
import { backupFormatVersion, encryptedSuffix, filesOf, type Manifest, manifestFileName, manifestSchema, signatureFileName } from './manifest'
import { checkManifestSignature } from './signature'

/** `dir` names a backup folder, or its manifest. */
const backupFolder = (given: string): string => {
  const resolved = path.resolve(given)
  if (!existsSync(resolved)) throw new BackupProblem(`There is no backup at ${resolved}.`)
  if (statSync(resolved).isDirectory()) return resolved
  if ([manifestFileName, `${manifestFileName}${encryptedSuffix}`].includes(path.basename(resolved))) return path.dirname(resolved)
  throw new BackupProblem(`${resolved} is a file; a backup is a folder holding ${manifestFileName} (made by npm run db:backup).`)
}

const parseManifest = (dir: string, text: string): Manifest => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupProblem(`The backup's ${manifestFileName} in ${dir} is damaged: it is not JSON.`)
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion
  if (typeof version === 'number' && version > backupFormatVersion) {
    throw new BackupProblem(`The backup in ${dir} has format ${version}, from a newer version of the app; this one reads format ${backupFormatVersion}.`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    throw new BackupProblem(`The backup's ${manifestFileName} in ${dir} is damaged or not from npm run db:backup: ${issue.path.join('.') || 'the file'}: ${issue.message}.`)
  }
  return parsed.data
}

const readIfThere = async (file: string): Promise<Buffer | null> => (existsSync(file) ? readFile(file) : null)

type Keys = {
  /** PAYLOAD_SECRET, from which the manifest's signing key derives (./signature.ts). */
  secret: string
  /** BACKUP_ENCRYPTION_KEY, for an encrypted backup. */
  encryptionKey: string | undefined
}

/**
 * Reads a backup: first the manifest's signature (nothing else of the backup is trusted before it checks out), then
 * the manifest (decrypted, for an encrypted backup), then every file it names against its size and SHA-256, so a
 * tampered, missing or damaged backup is refused before anything in the database or on disk is touched. The identity
 * that decrypts its files is returned with it (null for a backup that is not encrypted).
 */
export const readBackup = async (given: string, { secret, encryptionKey }: Keys): Promise<{ dir: string; manifest: Manifest; identity: string | null }> => {
  const dir = backupFolder(given)
  const plain = await readIfThere(path.join(dir, manifestFileName))
  const sealed = plain ? null : await readIfThere(path.join(dir, `${manifestFileName}${encryptedSuffix}`))
  const stored = plain ?? sealed
  if (!stored) throw new BackupProblem(`${dir} has no ${manifestFileName}: it is not a backup made by npm run db:backup, or one that did not finish.`)
  checkManifestSignature(stored, (await readIfThere(path.join(dir, signatureFileName)))?.toString('utf8') ?? null, secret, dir)

  const identity = sealed ? decryptionIdentity(encryptionKey, dir) : null
  const manifest = parseManifest(dir, Buffer.from(identity ? await decryptBytes(identity, stored, dir) : stored).toString('utf8'))
  if ((manifest.encryption === 'age') !== Boolean(sealed)) throw new BackupProblem(`The backup's ${manifestFileName} in ${dir} is damaged: it says its files are ${manifest.encryption === 'age' ? '' : 'not '}encrypted.`)
  for (const file of filesOf(manifest)) {
    const onDisk = path.join(dir, file.path)
    if (!existsSync(onDisk)) throw new BackupProblem(`The backup in ${dir} is incomplete: ${file.path} is missing.`)
    if (!lstatSync(onDisk).isFile()) throw new BackupProblem(`The backup in ${dir} is damaged: ${file.path} is not a file (a backup holds no links).`)
    const { bytes, sha256 } = await digestOfFile(onDisk)
    if (bytes !== file.bytes || sha256 !== file.sha256) throw new BackupProblem(`The backup in ${dir} is damaged: ${file.path} is not the file that was backed up (its checksum differs).`)
  }
  return { dir, manifest, identity }
}
