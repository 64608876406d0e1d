import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { Ajv } from 'ajv'
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * deploy/docker-compose.yml, checked where no Docker engine runs (this project's machines): against the Compose
 * specification's JSON schema (the copy dclint ships, draft-07, so Ajv's default class), then the house rules the
 * schema cannot know: every service's log rotated, every image pinned but our own, one build of the app image, the
 * app waiting for its migrations and its bucket, the job queues on the worker alone, and no MinIO, whose images are gone.
 */
const source = readFileSync('deploy/docker-compose.yml', 'utf8')
// YAML 1.1's merge keys (`<<: *app`), as compose reads them.
const compose = parse(source, { merge: true }) as {
  'x-logging': { driver: string; options: Record<string, string> }
  services: Record<string, Service>
}
type Service = {
  image?: string
  build?: unknown
  logging?: unknown
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }> | string[]
  healthcheck?: { test: string[] }
  command?: string[]
  volumes?: string[]
}
const services = Object.entries(compose.services)
const appImage = 'solvingtech/app:${APP_VERSION:-latest}'
const appServices = services.filter(([, service]) => service.image === appImage)

describe('the compose file', () => {
  it("is valid by the Compose specification's JSON schema", () => {
    const schemaFile = path.join(path.dirname(createRequire(import.meta.url).resolve('dclint/package.json')), 'schemas/compose.schema.json')
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { $schema: string }
    expect(schema.$schema).toContain('draft-07')
    // strict off: the schema uses annotations draft-07 does not define (`deprecated`). It names draft-07 by its https
    // address, which Ajv knows by the http one.
    const ajv = new Ajv({ allErrors: true, strict: false })
    ajv.addMetaSchema({ ...draft07, $id: schema.$schema })
    const validate = ajv.compile(schema)
    // The check bites: a misspelt key and an unknown condition are refused.
    const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> }
    broken.services.redis.restat = 'always'
    broken.services.worker.depends_on = { migrate: { condition: 'service_finished' } }
    expect(validate(broken)).toBe(false)
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(expect.arrayContaining(['/services/redis', '/services/worker/depends_on/migrate/condition']))
    validate(compose)
    expect((validate.errors ?? []).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`)).toEqual([])
  })

  it('rotates the log of every service through the one x-logging anchor', () => {
    expect(compose['x-logging']).toEqual({ driver: 'json-file', options: { 'max-size': expect.stringMatching(/^\d+m$/), 'max-file': expect.stringMatching(/^\d+$/) } })
    expect(services.filter(([, service]) => JSON.stringify(service.logging) !== JSON.stringify(compose['x-logging'])).map(([name]) => name)).toEqual([])
    // By the anchor, not a copy: once in x-app, once in each service that does not merge x-app.
    const ownLogging = services.filter(([, service]) => service.image !== appImage).length
    expect(source.match(/^ +logging: \*logging$/gm)?.length).toBe(ownLogging + 1)
  })

  it('pins every image to a release, but the app image this file builds, built once and run by every app service', () => {
    const unpinned = services.filter(([, service]) => service.image !== appImage && !/^[a-z0-9./-]+:(?!latest$)[\w.-]+$/.test(service.image ?? ''))
    expect(unpinned.map(([name, service]) => `${name}: ${service.image}`)).toEqual([])
    expect(services.filter(([, service]) => service.build).map(([name]) => name)).toEqual(['migrate'])
    expect(appServices.map(([name]) => name).sort()).toEqual(['app-1', 'app-2', 'migrate', 'worker'])
    // The bucket step runs on the app image's own base.
    expect(readFileSync('deploy/Dockerfile', 'utf8')).toContain(`ARG NODE_IMAGE=${compose.services['create-bucket'].image}`)
  })

  it('uses no MinIO, whose images are no longer published', () => {
    for (const file of ['deploy/docker-compose.yml', 'deploy/garage.toml', 'deploy/Caddyfile', 'deploy/Dockerfile', 'deploy/storage-init/create-bucket.ts', '.env.example']) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/minio/i)
    }
  })

  it('starts the app after its migrations and its bucket, the bucket step after the storage is healthy', () => {
    const done = { condition: 'service_completed_successfully' }
    for (const [name, service] of appServices.filter(([name]) => name !== 'migrate')) {
      expect(service.depends_on, name).toMatchObject({ migrate: done, 'create-bucket': done })
    }
    expect(compose.services.migrate.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, 'create-bucket': done })
    expect(compose.services['create-bucket'].depends_on).toEqual({ storage: { condition: 'service_healthy' } })
    expect(compose.services.storage.healthcheck?.test).toEqual(['CMD', '/garage', 'status'])
    // The script the bucket step runs is the one in the repository, mounted where its command looks.
    expect(compose.services['create-bucket'].volumes).toEqual(['./storage-init:/storage-init:ro'])
    expect(compose.services['create-bucket'].command).toEqual(['node', '/storage-init/create-bucket.ts'])
    expect(existsSync('deploy/storage-init/create-bucket.ts')).toBe(true)
  })

  it("points the app at Garage as deploy/garage.toml sets it up: its S3 port and region, the bucket the step makes", () => {
    const garage = readFileSync('deploy/garage.toml', 'utf8')
    const s3Section = garage.split(/^\[s3_api\]$/m)[1]?.split(/^\[/m)[0] ?? ''
    const app = compose.services['app-1'].environment!
    expect(app.S3_ENDPOINT).toBe(`http://storage:${/api_bind_addr = "0\.0\.0\.0:(\d+)"/.exec(s3Section)?.[1]}`)
    expect(app.S3_REGION).toBe(/s3_region = "([^"]+)"/.exec(s3Section)?.[1])
    expect(app.S3_FORCE_PATH_STYLE).toBe('true')
    expect(compose.services['create-bucket'].environment).toMatchObject({ S3_BUCKET: app.S3_BUCKET, S3_APP_KEY_ID: '${S3_APP_KEY_ID}', S3_APP_SECRET_KEY: '${S3_APP_SECRET_KEY}' })
    expect(app.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_APP_KEY_ID:\?/)
    // No secret is written into the storage's configuration: both come from the environment.
    expect(garage).not.toMatch(/rpc_secret|admin_token/)
  })

  it('runs the job queues on the worker alone, which the load balancer does not send requests to', () => {
    const autoRun = Object.fromEntries(appServices.map(([name, service]) => [name, service.environment?.JOBS_AUTORUN]))
    expect(autoRun).toEqual({ migrate: 'false', 'app-1': 'false', 'app-2': 'false', worker: 'true' })
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(readFileSync('deploy/Caddyfile', 'utf8'))?.[1].trim().split(/\s+/)
    expect(upstreams).toEqual(['app-1:3000', 'app-2:3000'])
  })
})
