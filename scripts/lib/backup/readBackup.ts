import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { BackupProblem } from './backupProblem'
import { digestOfFile } from './fileDigest'
import { backupFormatVersion, filesOf, type Manifest, manifestFileName, manifestSchema } from './manifest'

/** `dir` names a backup folder, or its manifest.json. */
const backupFolder = (given: string): string => {
  const resolved = path.resolve(given)
  if (!existsSync(resolved)) throw new BackupProblem(`There is no backup at ${resolved}.`)
  if (statSync(resolved).isDirectory()) return resolved
  if (path.basename(resolved) === manifestFileName) return path.dirname(resolved)
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

/**
 * Reads a backup and checks every file it names against its size and SHA-256, so a missing or damaged backup is
 * refused before anything in the database is touched.
 */
export const readBackup = async (given: string): Promise<{ dir: string; manifest: Manifest }> => {
  const dir = backupFolder(given)
  const manifestFile = path.join(dir, manifestFileName)
  if (!existsSync(manifestFile)) {
    throw new BackupProblem(`${dir} has no ${manifestFileName}: it is not a backup made by npm run db:backup, or one that did not finish.`)
  }
  const manifest = parseManifest(dir, await readFile(manifestFile, 'utf8'))
  for (const file of filesOf(manifest)) {
    const onDisk = path.join(dir, file.path)
    if (!existsSync(onDisk)) throw new BackupProblem(`The backup in ${dir} is incomplete: ${file.path} is missing.`)
    const { bytes, sha256 } = await digestOfFile(onDisk)
    if (bytes !== file.bytes || sha256 !== file.sha256) throw new BackupProblem(`The backup in ${dir} is damaged: ${file.path} is not the file that was backed up (its checksum differs).`)
  }
  return { dir, manifest }
}
