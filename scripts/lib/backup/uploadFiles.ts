import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { BackupProblem } from './backupProblem'
import { digestingStream } from './fileDigest'
import { uploadsFolderOf, type BackupFile, type UploadCollectionBackup } from './manifest'
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

/** Copies a file, hashing it on the way, so the manifest holds the checksum of exactly what was copied. */
const copyHashed = async (from: string, to: string): Promise<{ bytes: number; sha256: string }> => {
  await mkdir(path.dirname(to), { recursive: true })
  const copied = digestingStream()
  await pipeline(createReadStream(from), copied.stream, createWriteStream(to))
  return copied.digest()
}

/**
 * An upload collection's files into the backup (when they are on this machine; a bucket is backed up on its own),
 * and which of the files its rows name were not there.
 */
export const backUpUploads = async (folder: UploadFolder, backupDir: string, referenced: string[], bucket: string | null): Promise<UploadCollectionBackup> => {
  const entry = { collection: folder.collection, folder: folder.folder, referencedFiles: referenced.length }
  if (!folder.storedLocally) return { ...entry, storage: 'object-storage', bucket, missingFiles: [], files: [] }
  const names = await filesUnder(folder.dir)
  const files: BackupFile[] = []
  for (const name of names) {
    const inBackup = path.posix.join(uploadsFolderOf(folder.collection), name)
    files.push({ path: inBackup, ...(await copyHashed(path.join(folder.dir, name), path.join(backupDir, inBackup))) })
  }
  const present = new Set(names)
  return { ...entry, storage: 'local', bucket: null, missingFiles: referenced.filter((name) => !present.has(name)), files }
}

/** Puts a collection's backed-up files back into `targetDir`, replacing files of the same name; others are left. */
export const restoreUploads = async (backupDir: string, entry: UploadCollectionBackup, targetDir: string): Promise<number> => {
  const base = uploadsFolderOf(entry.collection)
  for (const file of entry.files) {
    const name = path.posix.relative(base, file.path)
    if (name.startsWith('..')) throw new BackupProblem(`The backup's manifest places ${file.path} outside ${base}/.`)
    const target = path.join(targetDir, name)
    await mkdir(path.dirname(target), { recursive: true })
    await copyFile(path.join(backupDir, file.path), target)
  }
  return entry.files.length
}
