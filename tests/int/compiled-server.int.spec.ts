import { spawn, spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/freePort'
import { waitForServer } from '../../scripts/lib/waitForServer'

/**
 * What the production image runs (deploy/Dockerfile): `npm run build:server`, then the migrations with
 * `node dist/prepare-database.js` and the server with `node dist/server.js`, plain Node with no TypeScript loader.
 * Checked here on the test stack's build and database, since no Docker engine runs on this project's machines.
 */
describe('the compiled server, as the image runs it', () => {
  it('migrates, then serves pages, the API and its health check', async () => {
    const compiled = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compile-server.ts'], { encoding: 'utf8' })
    expect(compiled.status, compiled.stderr).toBe(0)

    const migrate = spawnSync(process.execPath, ['--conditions=react-server', 'dist/prepare-database.js'], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    expect(migrate.status, migrate.stderr + migrate.stdout).toBe(0)
    // A database already at the release's migrations: nothing to do, said as one JSON line.
    expect(migrate.stdout).not.toMatch(/Migrating:/)

    const port = await freePort()
    const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      env: { ...process.env, NODE_ENV: 'production', SERVER_COMPILED: 'true', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    try {
      await waitForServer(`http://localhost:${port}/api/health`, 60_000)
      for (const path of ['/', '/v1/login', '/api/v1/courses', '/api/health']) {
        const response = await fetch(`http://localhost:${port}${path}`)
        expect(response.status, `${path}: ${output}`).toBe(200)
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      }
    } finally {
      server.kill('SIGTERM')
    }
    expect(await exited, output).toBe(0)
    expect(output).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module/)
  }, 120_000)
})
