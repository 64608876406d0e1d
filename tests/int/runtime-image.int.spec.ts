import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { assembleRuntime, type RuntimeTree } from '../../scripts/assemble-runtime'
import { freePort } from '../../scripts/lib/freePort'
import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { waitForServer } from '../../scripts/lib/waitForServer'
import { startObjectStorage } from '../support/objectStorageServer'
import { startOtlpCollector } from '../support/otlpCollector'
import { removeRedisKeys, testRedisUrl, uniqueKeyPrefix } from '../support/redis'
import { startSentryStandIn } from '../support/sentryStandIn'
import { staffTokenOf } from '../support/staffApi'

/** The image's whole runtime must stay lean: Payload's own template's image is about 0.5 GB. */
const LIMIT_BYTES = 700 * 1024 * 1024

/**
 * The production image's runtime stage, without Docker (no engine runs on this project's machines): the tree
 * `npm run build:runtime` makes for deploy/Dockerfile, assembled from the test stack's build into a folder of its own,
 * then the database step, an admin command and the server run from it with plain Node, in that folder, with the
 * environment the Dockerfile sets and nothing of the working copy's. A file the server loads but the trace missed
 * fails here as "Cannot find module" or a 500.
 */
describe('the runtime image, as deploy/Dockerfile assembles it', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }, 60_000)

  it('is at most 0.7 GB, prepares a fresh database, creates staff, serves pages, the admin, images and a PDF, with Redis, S3, traces and Sentry too, and backs up and restores', async () => {
    const compiled = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compile-server.ts'], { encoding: 'utf8' })
    expect(compiled.status, compiled.stderr).toBe(0)

    const parent = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-runtime-'))
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }))
    const started = Date.now()
    const tree: RuntimeTree = await assembleRuntime({ buildDir: process.env.NEXT_DIST_DIR ?? '.next', outDir: path.join(parent, 'app') })
    const megabytes = (tree.bytes / 1024 / 1024).toFixed(0)
    console.info(`[runtime-image] The runtime tree holds ${tree.files} files, ${megabytes} MB (limit ${LIMIT_BYTES / 1024 / 1024} MB), assembled in ${Math.round((Date.now() - started) / 1000)} s`)
    expect(tree.bytes).toBeLessThanOrEqual(LIMIT_BYTES)

    const postgres = await ensurePostgresServer()
    const database = `solvingtech_runtime_${Date.now()}_${process.pid}`
    await postgres.createDatabase(database)
    cleanups.push(() => postgres.dropDatabase(database))

    const port = await freePort()
    const origin = `http://localhost:${port}`
    // What deploy/Dockerfile sets, and what a deployment adds; nothing else (no NEXT_DIST_DIR, NODE_OPTIONS or tsx).
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SERVER_COMPILED: 'true',
      DATABASE_URL: postgres.urlFor(database),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
      LOAD_SAMPLE_CONTENT: 'true',
      LOG_LEVEL: 'warn',
    }
    const inTree = (args: string[], stdin = '') => {
      const ran = spawnSync(process.execPath, args, { cwd: tree.outDir, env, encoding: 'utf8', input: stdin, timeout: 300_000 })
      return { status: ran.status, output: `${ran.stdout}${ran.stderr}` }
    }

    const migrate = inTree(['--conditions=react-server', 'dist/prepare-database.js'])
    expect(migrate.status, migrate.output).toBe(0)

    /** The image's CMD, in the tree; `stop()` sends SIGTERM, as `docker stop` does, and resolves with the exit code. */
    const startServer = (serverEnv: NodeJS.ProcessEnv) => {
      const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], { cwd: tree.outDir, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
      cleanups.push(async () => {
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
        await exited
      })
      return {
        output: () => output,
        stop: () => {
          server.kill('SIGTERM')
          return exited
        },
      }
    }
    const server = startServer(env)

    const email = `runtime-staff-${Date.now()}@solvingtech.test`
    const password = `Runtime-${randomBytes(9).toString('hex')}`
    const createStaff = inTree(['--conditions=react-server', 'dist/create-staff.js', email], `${password}\n`)
    expect(createStaff.status, createStaff.output).toBe(0)

    await waitForServer(`${origin}/api/health`, 180_000)
    const signIn = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(signIn.status, server.output()).toBe(200)
    const asStaff = { Authorization: `JWT ${staffTokenOf(signIn)}` }

    const courses = (await (await fetch(`${origin}/api/v1/courses`)).json()) as { id: string }[]
    expect(courses.length).toBeGreaterThan(0)
    const course = `/v1/courses/${courses[0].id}`
    const coursePage = await fetch(`${origin}${course}`)
    expect(coursePage.status, server.output()).toBe(200)
    // The course's social card: drawn with the DejaVu font, read from node_modules by path.
    const card = /og:image" content="[^"]*?(\/v1\/courses\/[^"?]+)/.exec(await coursePage.text())?.[1]
    expect(card).toBeDefined()
    // The landing page was prerendered at build from the build's database; the tree leaves it out, so it renders from
    // this database (its links name this server) on its first request, and is served from Next's cache after that.
    expect(tree.renderedOnFirstRequest).toEqual(expect.arrayContaining(['/', '/privacy-policy']))
    const home = await fetch(`${origin}/`)
    expect(home.status, server.output()).toBe(200)
    const homeHtml = await home.text()
    expect(/og:image" content="([^"]*)"/.exec(homeHtml)?.[1]).toMatch(new RegExp(`^${origin}/`))
    const homeAgain = await fetch(`${origin}/`)
    expect(homeAgain.headers.get('x-nextjs-cache'), [...homeAgain.headers].join('\n')).toBe('HIT')
    // A poster through Next's image optimizer (sharp and its native library).
    const image = /\/_next\/image\?url=[^"&]+/.exec(homeHtml)?.[0]
    expect(image).toBeDefined()

    const answers: [string, Response][] = []
    for (const [where, init] of [
      ['/api/ready', {}],
      ['/admin/login', {}],
      ['/admin', { headers: asStaff }],
      [card!, {}],
      [`${image}&w=640&q=75`, { headers: { Accept: 'image/avif,image/webp' } }],
      // pdfkit and its font files: the funder's one-page report.
      [`/api/reports/impact/${courses[0].id}/pdf`, { headers: asStaff }],
    ] as const) {
      answers.push([where, await fetch(`${origin}${where}`, { ...init, redirect: 'manual' })])
    }
    for (const [where, response] of answers) expect(`${where} ${response.status}`, server.output()).toMatch(/ (200|307)$/)
    const types = Object.fromEntries(answers.map(([where, response]) => [where, response.headers.get('content-type') ?? '']))
    expect(types[card!]).toBe('image/png')
    expect(types[`${image}&w=640&q=75`]).toMatch(/^image\/(avif|webp)$/)
    expect(types[`/api/reports/impact/${courses[0].id}/pdf`]).toBe('application/pdf')

    const exitCode = await server.stop()
    expect(exitCode, server.output()).toBe(0)
    expect(server.output()).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module|ENOENT/)

    // Again with every optional service a deployment adds (deploy/docker-compose.yml): the shared cache in Redis, uploads
    // in S3-compatible storage, traces to an OpenTelemetry collector and errors to Sentry. Their packages load only
    // when their variables are set, so only this run shows the trace holds them.
    const storage = await startObjectStorage('solvingtech-runtime')
    cleanups.push(() => storage.stop())
    const collector = await startOtlpCollector()
    cleanups.push(() => collector.stop())
    const sentry = await startSentryStandIn()
    cleanups.push(() => sentry.stop())
    const redisPrefix = uniqueKeyPrefix('runtime')
    cleanups.push(() => removeRedisKeys(redisPrefix))
    const withServices = startServer({
      ...env,
      ...storage.settings,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      SENTRY_DSN: sentry.dsn,
    })
    await waitForServer(`${origin}/api/health`, 180_000)
    const ready = await fetch(`${origin}/api/ready`)
    expect(await ready.json(), withServices.output()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })
    const homeFromRedis = await fetch(`${origin}/`)
    expect(homeFromRedis.status, withServices.output()).toBe(200)
    const upload = new FormData()
    upload.append('file', new Blob([new Uint8Array(readFileSync(path.join(tree.outDir, 'src/seed/images/testimonial-dave.jpg')))], { type: 'image/jpeg' }), `runtime-${Date.now()}.jpg`)
    upload.append('_payload', JSON.stringify({ alt: 'A builder' }))
    const uploaded = await fetch(`${origin}/api/media`, { method: 'POST', headers: asStaff, body: upload })
    expect(uploaded.status, withServices.output()).toBe(201)
    expect(storage.requests.filter((request) => request.method === 'PUT' && request.signed).length).toBeGreaterThan(0)
    expect(await withServices.stop(), withServices.output()).toBe(0)
    // The spans of those requests, sent as the server stopped.
    expect(collector.spans.length, withServices.output()).toBeGreaterThan(0)
    expect(withServices.output()).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module|ENOENT/)

    // The backup commands, compiled, with the scripts they run in processes of their own: a backup of this database
    // and its uploads, restored into an empty database with upload folders of its own.
    const backup = path.join(parent, 'backup')
    const backedUp = inTree(['dist/db-backup.js', '--out', backup])
    expect(backedUp.status, backedUp.output).toBe(0)
    const restoredDatabase = `${database}_restored`
    await postgres.createDatabase(restoredDatabase)
    cleanups.push(() => postgres.dropDatabase(restoredDatabase))
    const restored = spawnSync(process.execPath, ['dist/db-restore.js', backup], {
      cwd: tree.outDir,
      env: { ...env, DATABASE_URL: postgres.urlFor(restoredDatabase), UPLOADS_DIR: mkdtempSync(path.join(parent, 'uploads-')) },
      encoding: 'utf8',
      timeout: 600_000,
    })
    expect(restored.status, `${restored.stdout}${restored.stderr}`).toBe(0)
    expect(restored.stdout).toMatch(/\[db:restore\] Restored \d+ tables/)
  }, 900_000)
})
