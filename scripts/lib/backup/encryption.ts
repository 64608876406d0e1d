import { createReadStream } from 'node:fs'
import { Duplex, Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption'

import { BackupProblem } from './backupProblem'

/**
 * Backups encrypted with age (age-encryption.org, the `age-encryption` package): BACKUP_ENCRYPTION_KEY holds either a
 * recipient (`age1…`, public: the machine that makes backups cannot read them back) or an identity
 * (`AGE-SECRET-KEY-1…`, which both encrypts and decrypts), as `age-keygen` makes them. A restore needs the identity.
 */
const isRecipient = (key: string): boolean => key.startsWith('age1')

/** The recipient to encrypt a new backup to, or null when BACKUP_ENCRYPTION_KEY is unset. */
export const encryptionRecipient = async (key: string | undefined): Promise<string | null> => {
  if (!key) return null
  if (isRecipient(key)) return key
  try {
    return await identityToRecipient(key)
  } catch {
    throw new BackupProblem('BACKUP_ENCRYPTION_KEY is not an age identity: make one with `age-keygen` (AGE-SECRET-KEY-1…), or give its recipient (age1…).')
  }
}

/** The identity that opens an encrypted backup; refuses, in words, when BACKUP_ENCRYPTION_KEY cannot. */
export const decryptionIdentity = (key: string | undefined, dir: string): string => {
  if (!key) throw new BackupProblem(`The backup in ${dir} is encrypted: set BACKUP_ENCRYPTION_KEY to the age identity (AGE-SECRET-KEY-1…) it was made for.`)
  if (isRecipient(key)) {
    throw new BackupProblem(`The backup in ${dir} is encrypted and BACKUP_ENCRYPTION_KEY holds a recipient (age1…), which only encrypts: set it to the identity (AGE-SECRET-KEY-1…).`)
  }
  return key
}

/** A stream stage that encrypts what flows through it to `recipient`. */
export const encryptingStream = async (recipient: string): Promise<Duplex> => {
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  return Duplex.fromWeb({ writable, readable: (await encrypter.encrypt(readable)) as unknown as NodeReadableStream<Uint8Array> })
}

/** `bytes` encrypted to `recipient`, for the manifest. */
export const encryptBytes = async (recipient: string, bytes: Uint8Array): Promise<Uint8Array> => {
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  return encrypter.encrypt(bytes)
}

const notOurKey = (dir: string) => new BackupProblem(`BACKUP_ENCRYPTION_KEY is not the key the backup in ${dir} was encrypted to.`)

/** The manifest of an encrypted backup, opened with `identity`. */
export const decryptBytes = async (identity: string, bytes: Uint8Array, dir: string): Promise<Uint8Array> => {
  const decrypter = new Decrypter()
  decrypter.addIdentity(identity)
  try {
    return await decrypter.decrypt(bytes)
  } catch {
    throw notOurKey(dir)
  }
}

/** A backup file's content: as it is, or decrypted with `identity` (the file was checked against its checksum already). */
export const openBackupFile = async (file: string, identity: string | null, dir: string): Promise<Readable> => {
  if (!identity) return createReadStream(file)
  const decrypter = new Decrypter()
  decrypter.addIdentity(identity)
  try {
    const source = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    return Readable.fromWeb((await decrypter.decrypt(source)) as unknown as NodeReadableStream<Uint8Array>)
  } catch {
    throw notOurKey(dir)
  }
}
