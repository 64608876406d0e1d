import { describe, expect, it } from 'vitest'

import { setUpStorage, storageSettingsProblems, type StorageSettings } from '../../deploy/storage-init/create-bucket'

/**
 * deploy/storage-init/create-bucket.ts against a stand-in of Garage's admin API v2, as its OpenAPI document
 * (doc/api/garage-admin-v2.json, v2.0.0) describes the calls it makes: where no Docker engine runs, this is how the
 * compose file's bucket step is tested.
 */
const settings: StorageSettings = {
  adminUrl: 'http://storage:3903',
  adminToken: 'admin-token',
  bucket: 'solvingtech-uploads',
  keyId: 'GK0123456789abcdef01234567',
  secretKey: 'ab'.repeat(32),
}

type Permissions = { read: boolean; write: boolean; owner: boolean }
type Store = {
  /** How many more calls find it not yet listening. */
  downFor: number
  calls: string[]
  layout: { version: number; role: string | null; staged: string | null }
  buckets: Map<string, { id: string; alias: string; websiteAccess: boolean }>
  keys: Map<string, { secret: string; createBucket: boolean; grants: Map<string, Permissions> }>
}

const newStore = (): Store => ({ downFor: 0, calls: [], layout: { version: 0, role: null, staged: null }, buckets: new Map(), keys: new Map() })

const nodeId = 'a1'.repeat(32)

/** The stand-in: the admin API's answers for the calls the script makes, and the state they change. */
const garage =
  (store: Store) =>
  async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (store.downFor-- > 0) throw new TypeError('fetch failed')
    const { pathname, searchParams } = new URL(url)
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    const missing = (code: string) => json({ code, message: code }, 404)
    if (pathname === '/health') return new Response(null, { status: store.layout.role ? 200 : 503 })
    if (new Headers(init.headers).get('authorization') !== 'Bearer admin-token') return json({ code: 'Forbidden' }, 403)
    const endpoint = pathname.replace('/v2/', '')
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    store.calls.push(`${init.method ?? 'GET'} ${endpoint}`)
    const bucketInfo = (bucket: { id: string; alias: string; websiteAccess: boolean }) => ({
      id: bucket.id,
      globalAliases: [bucket.alias],
      websiteAccess: bucket.websiteAccess,
      keys: [...store.keys].flatMap(([accessKeyId, key]) => (key.grants.has(bucket.id) ? [{ accessKeyId, permissions: key.grants.get(bucket.id) }] : [])),
    })
    const keyInfo = (accessKeyId: string, showSecret: boolean) => {
      const key = store.keys.get(accessKeyId)!
      return {
        accessKeyId,
        name: 'solvingtech-app',
        secretAccessKey: showSecret ? key.secret : null,
        permissions: { createBucket: key.createBucket },
        buckets: [...key.grants].map(([id, permissions]) => ({ id, permissions })),
      }
    }
    switch (endpoint) {
      case 'GetClusterStatus':
        return json({ layoutVersion: store.layout.version, nodes: [{ id: nodeId, isUp: true, role: store.layout.role ? { zone: store.layout.role } : null, dataPartition: { total: 5e11, available: 4e11 } }] })
      case 'UpdateClusterLayout':
        expect(body.roles).toEqual([{ id: nodeId, zone: 'dc1', capacity: 5e11, tags: [] }])
        store.layout.staged = body.roles[0].zone
        return json({})
      case 'GetClusterLayout':
        return json({ version: store.layout.version })
      case 'ApplyClusterLayout':
        if (body.version !== store.layout.version + 1 || !store.layout.staged) return json({ code: 'BadRequest' }, 400)
        store.layout = { version: body.version, role: store.layout.staged, staged: null }
        return json({ message: [], layout: {} })
      case 'GetBucketInfo': {
        const bucket = [...store.buckets.values()].find((candidate) => candidate.alias === searchParams.get('globalAlias'))
        return bucket ? json(bucketInfo(bucket)) : missing('NoSuchBucket')
      }
      case 'CreateBucket': {
        const bucket = { id: `b${store.buckets.size}`.padEnd(64, '0'), alias: body.globalAlias, websiteAccess: false }
        store.buckets.set(bucket.id, bucket)
        return json(bucketInfo(bucket))
      }
      case 'UpdateBucket':
        store.buckets.get(searchParams.get('id')!)!.websiteAccess = body.websiteAccess.enabled
        return json({})
      case 'GetKeyInfo':
        return store.keys.has(searchParams.get('id')!) ? json(keyInfo(searchParams.get('id')!, searchParams.get('showSecretKey') === 'true')) : missing('NoSuchAccessKey')
      case 'ImportKey':
        if (store.keys.has(body.accessKeyId)) return json({ code: 'KeyAlreadyExists' }, 409)
        store.keys.set(body.accessKeyId, { secret: body.secretAccessKey, createBucket: false, grants: new Map() })
        return json(keyInfo(body.accessKeyId, false))
      case 'UpdateKey':
        if (body.deny?.createBucket) store.keys.get(searchParams.get('id')!)!.createBucket = false
        return json({})
      case 'AllowBucketKey':
      case 'DenyBucketKey': {
        const grants = store.keys.get(body.accessKeyId)!.grants
        const now = grants.get(body.bucketId) ?? { read: false, write: false, owner: false }
        for (const [name, on] of Object.entries(body.permissions as Permissions)) if (on) now[name as keyof Permissions] = endpoint === 'AllowBucketKey'
        grants.set(body.bucketId, now)
        return json({})
      }
      default:
        return json({ code: 'NotFound' }, 404)
    }
  }

const run = async (store: Store, overrides: Partial<StorageSettings> = {}) => {
  const lines: string[] = []
  await setUpStorage({ ...settings, ...overrides }, { fetch: garage(store), log: (line) => lines.push(line), pause: async () => {}, attempts: 5 })
  return lines
}

describe("the compose file's bucket step (deploy/storage-init/create-bucket.ts)", () => {
  it('sets up a new store: the node gets its role, then a private bucket and a key that may read and write that bucket alone', async () => {
    const store = newStore()
    const lines = await run(store)
    expect(store.layout).toEqual({ version: 1, role: 'dc1', staged: null })
    const bucket = [...store.buckets.values()]
    expect(bucket).toEqual([expect.objectContaining({ alias: 'solvingtech-uploads', websiteAccess: false })])
    const key = store.keys.get(settings.keyId)!
    expect(key.secret).toBe(settings.secretKey)
    expect(key.createBucket).toBe(false)
    expect([...key.grants]).toEqual([[bucket[0].id, { read: true, write: true, owner: false }]])
    expect(lines.at(-1)).toBe("Storage ready: the bucket solvingtech-uploads, private, and the app's key on it alone")
    expect(lines.join('\n')).not.toContain(settings.secretKey)
  })

  it('changes nothing when it runs again, as it does on every up', async () => {
    const store = newStore()
    await run(store)
    store.calls = []
    await run(store)
    expect(store.calls).toEqual(['GET GetClusterStatus', 'GET GetBucketInfo', 'GET GetKeyInfo'])
    expect(store.layout.version).toBe(1)
  })

  it('takes back what the key should not have: another bucket, owner rights, making buckets; and turns website access off', async () => {
    const store = newStore()
    await run(store)
    const bucketId = [...store.buckets.keys()][0]
    store.buckets.set('other'.padEnd(64, '0'), { id: 'other'.padEnd(64, '0'), alias: 'other', websiteAccess: false })
    const key = store.keys.get(settings.keyId)!
    key.grants.set('other'.padEnd(64, '0'), { read: true, write: false, owner: false })
    key.grants.set(bucketId, { read: true, write: true, owner: true })
    key.createBucket = true
    store.buckets.get(bucketId)!.websiteAccess = true
    await run(store)
    expect(Object.fromEntries(key.grants)).toEqual({ [bucketId]: { read: true, write: true, owner: false }, ['other'.padEnd(64, '0')]: { read: false, write: false, owner: false } })
    expect(key.createBucket).toBe(false)
    expect(store.buckets.get(bucketId)!.websiteAccess).toBe(false)
  })

  it('waits for a store that is still starting, and stops at once on a wrong admin token', async () => {
    const store = newStore()
    store.downFor = 3
    await expect(run(store)).resolves.toContain("Waiting for the storage's admin API")
    await expect(run(newStore(), { adminToken: 'wrong' })).rejects.toThrow("Garage refused GetClusterStatus (403): GARAGE_ADMIN_TOKEN is not the storage's admin token")
  })

  it('gives up after its tries when the store never answers', async () => {
    const store = newStore()
    store.downFor = Infinity
    await expect(run(store)).rejects.toThrow('fetch failed')
  })

  it('refuses a key ID that exists with another secret, naming the way out and never the secret', async () => {
    const store = newStore()
    await run(store)
    const refusal = run(store, { secretKey: 'cd'.repeat(32) })
    await expect(refusal).rejects.toThrow(/exists with another secret.*choose a new S3_APP_KEY_ID/)
    await refusal.catch((error: Error) => expect(error.message).not.toMatch(/(ab){32}|(cd){32}/))
  })

  it("checks the settings against Garage's formats before it calls anything, one line each, no secret shown", () => {
    expect(storageSettingsProblems(settings)).toEqual([])
    const problems = storageSettingsProblems({ adminToken: '', bucket: 'Uploads', keyId: 'solvingtech-app', secretKey: 'not-hex-secret' })
    expect(problems).toHaveLength(4)
    expect(problems[2]).toContain('S3_APP_KEY_ID must be GK and 24 hex digits')
    expect(problems.join('\n')).not.toContain('not-hex-secret')
  })
})
