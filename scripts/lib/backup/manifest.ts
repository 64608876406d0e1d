import path from 'node:path'

import { z } from 'zod'

/** What a backup folder holds, written last: a folder without one is not a finished backup. */
export const manifestFileName = 'manifest.json'
/** The manifest's HMAC (./signature.ts): a restore reads nothing else of a backup before this checks out. */
export const signatureFileName = 'manifest.sig'
/** What an encrypted backup's files end with (./encryption.ts), the manifest's too. */
export const encryptedSuffix = '.age'
export const backupFormat = 'solving-tech-backup'
/** Raised when the layout changes in a way an older restore could not read. 2: signed, optionally encrypted, upload files by name. */
export const backupFormatVersion = 2

/** Where an upload collection's files sit inside a backup folder. */
export const uploadsFolderOf = (collection: string): string => path.posix.join('uploads', collection)

/** A relative path of plain names: no `..`, `.` or empty part, no absolute path, backslash or NUL. */
const isPlainRelativePath = (name: string): boolean =>
  !path.posix.isAbsolute(name) && !/[\\\0]/.test(name) && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')

const insideTheBackup = z.string().min(1).refine(isPlainRelativePath, 'a path inside the backup folder')

/** A Postgres name as Payload makes them (tables, columns, sequences): nothing to quote, nothing to escape. */
const sqlName = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a table, column or sequence name of the app')

/** A file of the backup, by its path inside the backup folder, with its size and SHA-256 to find damage before restoring. */
const backupFile = z.object({ path: insideTheBackup, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

const table = z.object({
  name: sqlName,
  /** The columns in the order the data file holds them (generated columns are left out: Postgres computes them). */
  columns: z.array(sqlName).min(1),
  rows: z.number().int().nonnegative(),
  /** Postgres's text COPY format, gzipped (and encrypted, in an encrypted backup): the same on every server version. */
  file: backupFile.extend({ path: insideTheBackup.refine((name) => name.startsWith('tables/'), 'a file under tables/') }),
})

const sequence = z.object({
  name: sqlName,
  /** The last value handed out, as text (a bigint); null when the sequence was never used. */
  lastValue: z.string().regex(/^-?\d+$/).nullable(),
})

/** An upload file: its name in the collection's folder (a restore writes it there and nowhere else) and where the backup keeps it. */
const uploadFile = backupFile.extend({ name: z.string().min(1).refine(isPlainRelativePath, 'a file name inside its upload folder') })

const uploadCollection = z.object({
  collection: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'an upload collection of the app'),
  /** The collection's `staticDir` when the backup was made, for information: a restore uses the app's own. */
  folder: z.string(),
  /** `local`: the files are in this backup; `object-storage`: they stay in the bucket, which is backed up on its own. */
  storage: z.enum(['local', 'object-storage']),
  bucket: z.string().nullable(),
  /** How many files the collection's rows name (image sizes included), and those that were not on disk at backup time. */
  referencedFiles: z.number().int().nonnegative(),
  missingFiles: z.array(z.string()),
  /** Each under `uploads/<collection>/`: by its own name, or numbered in an encrypted backup (names can be personal). */
  files: z.array(uploadFile),
}).superRefine((entry, context) => {
  const folder = `${uploadsFolderOf(entry.collection)}/`
  entry.files.forEach((file, index) => {
    if (!file.path.startsWith(folder)) context.addIssue({ code: 'custom', path: ['files', index, 'path'], message: `a file under ${folder}` })
  })
})

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  /** `age`: every file of the backup is encrypted to BACKUP_ENCRYPTION_KEY's recipient (./encryption.ts). */
  encryption: z.enum(['none', 'age']),
  database: z.object({ name: z.string(), serverVersion: z.string() }),
  /** The Payload migrations applied to the database, by name: a restore builds exactly this schema, then loads the rows. */
  migrations: z.array(z.string().min(1)).min(1),
  tables: z.array(table),
  sequences: z.array(sequence),
  uploads: z.array(uploadCollection),
  /** What the backup holds back because it is a live credential (./liveCredentials.ts), for the operator's information. */
  leftOut: z.object({ tables: z.array(z.string()), columns: z.array(z.string()) }),
})

export type Manifest = z.infer<typeof manifestSchema>
export type BackupFile = z.infer<typeof backupFile>
export type UploadFile = z.infer<typeof uploadFile>
export type UploadCollectionBackup = z.infer<typeof uploadCollection>

/** Every file the manifest names: the table data and the upload files. */
export const filesOf = (manifest: Manifest): BackupFile[] => [...manifest.tables.map((entry) => entry.file), ...manifest.uploads.flatMap((entry) => entry.files)]
