import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { findUnsafeStatements, migrationsToCheck, upSqlOf } from '../../scripts/lib/migrations/migrationSafety'

/** The migration check CI runs (npm run check:migrations): squawk itself, on SQL taken from migration files. */
describe('the migration safety check', () => {
  it('flags an index built in place and a foreign key checked at once on tables that already exist', async () => {
    // A migration from before the check: it indexes live_sessions (an existing table) without CONCURRENTLY.
    const source = readFileSync('src/migrations/20261126_121812_call_attendance_and_recordings.ts', 'utf8')
    const findings = await findUnsafeStatements([{ name: 'recordings', sql: upSqlOf(source) }])
    const rules = new Set(findings.map((finding) => finding.rule))
    expect(rules).toEqual(new Set(['require-concurrent-index-creation', 'adding-foreign-key-constraint', 'constraint-missing-not-valid']))
    expect(findings.find((finding) => finding.rule === 'require-concurrent-index-creation')).toMatchObject({ migration: 'recordings' })
  })

  it('passes a new table with its own indexes and keys, and a nullable column on an old one', async () => {
    const sql = upSqlOf(`export async function up({ db }) {
      await db.execute(sql\`
        CREATE TABLE "notes" ("id" uuid PRIMARY KEY NOT NULL, "lesson_id" uuid NOT NULL);
        ALTER TABLE "notes" ADD CONSTRAINT "notes_lesson_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id");
        CREATE INDEX "notes_lesson_idx" ON "notes" USING btree ("lesson_id");
        ALTER TABLE "lessons" ADD COLUMN "note_count" integer;\`)
    }
    export async function down({ db }) { await db.execute(sql\`DROP TABLE "notes";\`) }`)
    expect(sql).not.toContain('DROP TABLE')
    expect(await findUnsafeStatements([{ name: 'notes', sql }])).toEqual([])
  })

  it('flags a column whose type is rewritten, and a NOT NULL column added without a default', async () => {
    const sql = 'ALTER TABLE "lessons" ALTER COLUMN "title" TYPE varchar(80);\nALTER TABLE "lessons" ADD COLUMN "level" integer NOT NULL;'
    const rules = (await findUnsafeStatements([{ name: 'risky', sql }])).map((finding) => finding.rule)
    expect(rules).toContain('changing-column-type')
    expect(rules).toContain('adding-required-field')
  })

  it('checks only the migrations made since the check began', () => {
    const names = migrationsToCheck('src/migrations').map((migration) => migration.name)
    expect(names).not.toContain('20261126_190258_teams')
    expect(names.every((name) => name > '20261126_190258_teams')).toBe(true)
  })
})
