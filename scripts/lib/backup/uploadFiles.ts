import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, lstatSync, realpathSync } from 'node:fs'
import { lstat, mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { BackupProblem } from './backupProblem'
import { encryptingStream, openBackupFile } from './encryption'
import { digestingStream } from './fileDigest'
import { encryptedSuffix, uploadsFolderOf, type UploadCollectionBackup, type UploadFile } from './manifest'
import { makePrivateFolder, privateFileStream } from './privateFiles'
import type { UploadFolder } from './uploadFolders'

/** The files under `dir`, as paths relative to it (Payload's local storage keeps them flat; a subfolder is kept too). */
const filesUnder = async (dir: string): Promise<string[]> => {
  if (!existsSync(dir)) return []
  const names: string[] = []
  for (const name of await readdir(dir, { recursive: true })) {
    if ((await lstat(path.join(dir, name))).isFile()) names.push(name.split(path.sep).join('/'))
  }
  return names.sort()
}

/** Copies a file into the backup (encrypted to `recipient` when there is one), hashing what is written. */
const copyHashed = async (from: string, to: string, recipient: string | null): Promise<{ bytes: number; sha256: string }> => {
  await makePrivateFolder(path.dirname(to))
  const copied = digestingStream()
  const encrypting = recipient ? [await encryptingStream(recipient)] : []
  await pipeline([createReadStream(from), ...encrypting, copied.stream, privateFileStream(to)])
  return copied.digest()
}

/**
 * An upload collection's files into the backup (when they are on this machine; a bucket is backed up on its own),
 * and which of the files its rows name were not there. An encrypted backup numbers them, so no name shows.
 */
export const backUpUploads = async (
  folder: UploadFolder,
  backupDir: string,
  referenced: string[],
  bucket: string | null,
  recipient: string | null,
): Promise<UploadCollectionBackup> => {
  const entry = { collection: folder.collection, folder: folder.folder, referencedFiles: referenced.length }
  if (!folder.storedLocally) return { ...entry, storage: 'object-storage', bucket, missingFiles: [], files: [] }
  const names = await filesUnder(folder.dir)
  const files: UploadFile[] = []
  for (const [index, name] of names.entries()) {
    const inBackup = path.posix.join(uploadsFolderOf(folder.collection), recipient ? `${index + 1}${encryptedSuffix}` : name)
    files.push({ name, path: inBackup, ...(await copyHashed(path.join(folder.dir, name), path.join(backupDir, inBackup), recipient)) })
  }
  const present = new Set(names)
  return { ...entry, storage: 'local', bucket: null, missingFiles: referenced.filter((name) => !present.has(name)), files }
}

const isInside = (folder: string, candidate: string): boolean => {
  const relative = path.relative(folder, candidate)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/**
 * Where `name` goes in the upload folder `folderDir`, refusing any place outside it: through `..`, an absolute name,
 * or a symbolic link on the way (the folder itself may be a link, say to a mounted disk). Checked for every file before
 * a restore touches anything, and again as each file is written.
 */
export const uploadTarget = (folderDir: string, name: string, collection: string): string => {
  const target = path.resolve(folderDir, name)
  const outside = () => new BackupProblem(`The backup's manifest places the ${collection} file "${name}" outside the folder ${folderDir}; a restore writes only there. Nothing was restored.`)
  if (!isInside(folderDir, target) || target === folderDir) throw outside()
  if (!existsSync(folderDir)) return target
  const root = realpathSync(folderDir)
  for (let dir = path.dirname(target); isInside(folderDir, dir) && dir !== folderDir; dir = path.dirname(dir)) {
    if (!existsSync(dir)) continue
    if (lstatSync(dir).isSymbolicLink() || !isInside(root, realpathSync(dir))) {
      throw new BackupProblem(`${dir} is a symbolic link: a restore writes the ${collection} files into ${folderDir} itself, never through a link. Nothing was restored.`)
    }
  }
  return target
}

/**
 * Puts a collection's backed-up files back into `folderDir`, replacing files of the same name (others are left). Each
 * is written beside its place and renamed over it, so an existing symbolic link there is replaced, never followed.
 */
export const restoreUploads = async (backupDir: string, entry: UploadCollectionBackup, folderDir: string, identity: string | null): Promise<number> => {
  for (const file of entry.files) {
    const target = uploadTarget(folderDir, file.name, entry.collection)
    await mkdir(path.dirname(target), { recursive: true })
    uploadTarget(folderDir, file.name, entry.collection)
    const aside = `${target}.restoring-${randomBytes(6).toString('hex')}`
    try {
      await pipeline(await openBackupFile(path.join(backupDir, file.path), identity, backupDir), createWriteStream(aside, { flags: 'wx' }))
      await rename(aside, target)
    } catch (error) {
      await rm(aside, { force: true })
      throw error
    }
  }
  return entry.files.length
}
