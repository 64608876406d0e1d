import path from 'node:path'

import { z } from 'zod'

/** What a backup folder holds, written last as `manifest.json`: a folder without one is not a finished backup. */
export const manifestFileName = 'manifest.json'
export const backupFormat = 'solving-tech-backup'
/** Raised when the layout changes in a way an older restore could not read. */
export const backupFormatVersion = 1

const insideTheBackup = z
  .string()
  .min(1)
  .refine((name) => !path.isAbsolute(name) && !name.split(/[\\/]/).includes('..'), 'a path inside the backup folder')

/** A file of the backup, by its path inside the backup folder, with its size and SHA-256 to find damage before restoring. */
const backupFile = z.object({ path: insideTheBackup, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

const table = z.object({
  name: z.string().min(1),
  /** The columns in the order the data file holds them (generated columns are left out: Postgres computes them). */
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
  /** Postgres's text COPY format, gzipped: the same on every server version. */
  file: backupFile,
})

const sequence = z.object({
  name: z.string().min(1),
  /** The last value handed out, as text (a bigint); null when the sequence was never used. */
  lastValue: z.string().regex(/^-?\d+$/).nullable(),
})

const uploadCollection = z.object({
  collection: z.string().min(1),
  /** The collection's `staticDir` when the backup was made, for information: a restore uses the current one. */
  folder: z.string(),
  /** `local`: the files are in this backup; `object-storage`: they stay in the bucket, which is backed up on its own. */
  storage: z.enum(['local', 'object-storage']),
  bucket: z.string().nullable(),
  /** How many files the collection's rows name (image sizes included), and those that were not on disk at backup time. */
  referencedFiles: z.number().int().nonnegative(),
  missingFiles: z.array(z.string()),
  /** Each at `uploads/<collection>/<name>`. */
  files: z.array(backupFile),
})

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.object({ name: z.string(), serverVersion: z.string() }),
  /** The Payload migrations applied to the database, by name: a restore builds exactly this schema, then loads the rows. */
  migrations: z.array(z.string().min(1)).min(1),
  tables: z.array(table),
  sequences: z.array(sequence),
  uploads: z.array(uploadCollection),
})

export type Manifest = z.infer<typeof manifestSchema>
export type BackupFile = z.infer<typeof backupFile>
export type UploadCollectionBackup = z.infer<typeof uploadCollection>

/** Where an upload collection's files sit inside a backup folder. */
export const uploadsFolderOf = (collection: string): string => path.posix.join('uploads', collection)

/** Every file the manifest names: the table data and the upload files. */
export const filesOf = (manifest: Manifest): BackupFile[] => [...manifest.tables.map((entry) => entry.file), ...manifest.uploads.flatMap((entry) => entry.files)]
