import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { prepareDatabase } from '../../scripts/lib/prepareDatabase'
import { migrations } from '../../src/migrations'
import { callRecordingsCourse, featuredCourse, paidCourse, roadmapCourses } from '../../src/seed/data/courses'

/**
 * Two instances started at the same moment on one new database (a deploy of two machines) both prepare it: they take
 * turns, so every migration is applied once and the sample content is loaded once.
 */
const postgres = await ensurePostgresServer()
const database = `solvingtech_together_${Date.now()}_${process.pid}`

afterAll(async () => {
  await postgres.dropDatabase(database)
})

const query = async <Row extends Record<string, unknown>>(url: string, text: string): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(text)).rows
  } finally {
    await client.end()
  }
}

describe('two instances preparing one new database at once', () => {
  it('both succeed, with each migration applied once and the sample content loaded once', async () => {
    await postgres.createDatabase(database)
    const url = postgres.urlFor(database)
    const env = { ...process.env, DATABASE_URL: url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' }

    await expect(Promise.all([prepareDatabase(env), prepareDatabase(env)])).resolves.toEqual([undefined, undefined])

    const applied = await query<{ name: string; times: string }>(url, `SELECT name, COUNT(*) AS times FROM payload_migrations GROUP BY name ORDER BY name`)
    expect(applied).toEqual(migrations.map((migration) => ({ name: migration.name, times: '1' })))
    const courses = await query<{ title: string; times: string }>(url, `SELECT title, COUNT(*) AS times FROM courses GROUP BY title`)
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title)
    const seeded = [featuredCourse, callRecordingsCourse, paidCourse, ...roadmapCourses].map((course) => ({ title: course.title, times: '1' }))
    expect(courses.sort(byTitle)).toEqual(seeded.sort(byTitle))
  }, 240_000)
})
