/**
 * The rules for a migration that runs under a live site, checked by squawk (a Postgres migration linter) on the SQL
 * of each new migration's `up`: an index on an existing table is built CONCURRENTLY (see
 * src/migrations/concurrentIndexes.ts, since a migration runs in a transaction), a foreign key or check on an existing
 * table is added NOT VALID and validated after, no column type is rewritten in place, no table or column is dropped
 * while the running release may still read it. Migrations up to `LAST_UNCHECKED_MIGRATION` were deployed before the
 * check existed and are left as they are.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export const LAST_UNCHECKED_MIGRATION = '20261126_190258_teams'

/**
 * Squawk's rules this project answers another way: the timeouts are set on the migration's connection
 * (scripts/prepare-database.ts), Payload writes enum values and integer columns its own way, and a table with more
 * than two thousand million rows is not in this programme's future.
 */
const RULES_ANSWERED_ELSEWHERE = [
  'require-statement-timeout',
  'require-lock-timeout',
  'require-enum-value-ordering',
  'prefer-bigint-over-int',
  'prefer-bigint-over-smallint',
  'prefer-identity',
]

/** The SQL of a migration file's `up`: every sql`...` template in it, interpolations replaced by a literal. */
export const upSqlOf = (migrationSource: string): string => {
  const start = migrationSource.indexOf('export async function up')
  const end = migrationSource.indexOf('export async function down')
  const up = migrationSource.slice(start, end === -1 ? undefined : end)
  return [...up.matchAll(/sql`([\s\S]*?)`/g)]
    .map((match) => match[1].replace(/\$\{[^}]*\}/g, '0').trim())
    .filter(Boolean)
    .map((statement) => (statement.endsWith(';') ? statement : `${statement};`))
    .join('\n')
}

export type MigrationFinding = { migration: string; line: number; rule: string; message: string }

const squawkBin = path.resolve('node_modules/.bin/squawk')

/** Runs squawk on named SQL texts; resolves with its findings (none when the SQL is safe). */
export const findUnsafeStatements = async (migrations: { name: string; sql: string }[]): Promise<MigrationFinding[]> => {
  if (migrations.length === 0) return []
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migration-check-'))
  try {
    const files = migrations.map(({ name, sql }) => {
      const file = path.join(folder, `${name}.sql`)
      writeFileSync(file, sql)
      return file
    })
    const args = ['--assume-in-transaction', '--pg-version=15.0', '--reporter=json', `--exclude=${RULES_ANSWERED_ELSEWHERE.join(',')}`, ...files]
    const output = await promisify(execFile)(squawkBin, args, { maxBuffer: 10 * 1024 * 1024 }).then(
      ({ stdout }) => stdout,
      // Squawk exits 1 when it finds something; its report is still on stdout.
      (error: { stdout?: string; code?: number }) => {
        if (error.code === 1 && error.stdout) return error.stdout
        throw error
      },
    )
    const violations = JSON.parse(output || '[]') as { file: string; line: number; rule_name: string; message: string }[]
    return violations.map((violation) => ({
      migration: path.basename(violation.file, '.sql'),
      line: violation.line + 1,
      rule: violation.rule_name,
      message: violation.message,
    }))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The migrations in `folder` made after the check began (file names sort by their timestamp). */
export const migrationsToCheck = (folder: string): { name: string; sql: string }[] =>
  readdirSync(folder)
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => name > LAST_UNCHECKED_MIGRATION)
    .sort()
    .map((name) => ({ name, sql: upSqlOf(readFileSync(path.join(folder, `${name}.ts`), 'utf8')) }))
