/**
 * deploy/docker-compose.yml's `create-bucket`: run on every `up`, once the storage (Garage, deploy/garage.toml) is
 * healthy, with plain Node 24 (which strips the types), and the app waits for it to finish. Through Garage's admin API
 * (v2, on the private network only) it:
 *   1. gives the single node its role and applies that layout, when the store is new (a node without a role stores
 *      nothing);
 *   2. makes the bucket, private: Garage serves no object without a signed request, and its website access stays off;
 *   3. imports the app's key (S3_APP_KEY_ID, S3_APP_SECRET_KEY) with read and write on that bucket only: it may not
 *      create buckets, change the bucket's settings (owner) or use any other bucket.
 * Each step is skipped when it is done already, so running it again changes nothing. Garage never changes a key's
 * secret: a key ID that exists with another secret stops it, and a new secret needs a new key ID.
 * tests/unit/storageInit.unit.spec.ts runs it against a stand-in of the admin API.
 */
import { pathToFileURL } from 'node:url'

export type StorageSettings = { adminUrl: string; adminToken: string; bucket: string; keyId: string; secretKey: string }

type Fetch = (url: string, init?: RequestInit) => Promise<Response>
export type StorageTools = { fetch: Fetch; log: (line: string) => void; pause: (ms: number) => Promise<void>; attempts?: number }

type Permissions = { read?: boolean; write?: boolean; owner?: boolean }
type Node = { id: string; isUp: boolean; role?: { zone: string } | null; dataPartition?: { total: number } | null }
type Bucket = { id: string; websiteAccess: boolean; keys: { accessKeyId: string; permissions: Permissions }[] }
type Key = { accessKeyId: string; secretAccessKey?: string | null; permissions: { createBucket?: boolean }; buckets: { id: string; permissions: Permissions }[] }

/** Garage's own formats (its key table's Key::import): `GK` and 12 bytes in hex; a secret of 32 bytes in hex. */
const keyIdFormat = /^GK[0-9a-f]{24}$/
const secretFormat = /^[0-9a-f]{64}$/
/** S3's rule for a bucket's name, which Garage keeps. */
const bucketFormat = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/** What is wrong with the settings, one line each (never a secret's value); empty when all is well. */
export const storageSettingsProblems = (settings: Partial<StorageSettings>): string[] => {
  const problems: string[] = []
  if (!settings.adminToken) problems.push('GARAGE_ADMIN_TOKEN is not set (openssl rand -hex 32)')
  if (!settings.bucket || !bucketFormat.test(settings.bucket)) problems.push(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${settings.bucket ?? ''}")`)
  if (!settings.keyId || !keyIdFormat.test(settings.keyId)) problems.push(`S3_APP_KEY_ID must be GK and 24 hex digits, as Garage's key IDs are (echo GK$(openssl rand -hex 12)) (got "${settings.keyId ?? ''}")`)
  if (!settings.secretKey || !secretFormat.test(settings.secretKey)) problems.push('S3_APP_SECRET_KEY must be 64 hex digits, as Garage\'s secrets are (openssl rand -hex 32)')
  return problems
}

/** Garage said no (a wrong token, a request it will not take): not worth waiting out, unlike a store still starting. */
class Refused extends Error {}

/** Sets the store up as the header says; resolves when the app may use its key. */
export const setUpStorage = async (settings: StorageSettings, tools: StorageTools): Promise<void> => {
  const { fetch, log, pause } = tools
  const attempts = tools.attempts ?? 60
  const base = settings.adminUrl.replace(/\/+$/, '')

  /** One call of the admin API; null for 404 (no such bucket or key). */
  const call = async <Answer>(method: 'GET' | 'POST', endpoint: string, body?: unknown): Promise<Answer | null> => {
    const response = await fetch(`${base}/v2/${endpoint}`, {
      method,
      headers: { authorization: `Bearer ${settings.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (response.status === 404) return null
    const name = endpoint.split('?')[0]
    if (response.status === 401 || response.status === 403) throw new Refused(`Garage refused ${name} (${response.status}): GARAGE_ADMIN_TOKEN is not the storage's admin token`)
    if (!response.ok) {
      const problem = `Garage answered ${name} with ${response.status}: ${(await response.text()).slice(0, 300)}`
      throw response.status >= 500 ? new Error(problem) : new Refused(problem)
    }
    return (await response.json()) as Answer
  }
  const found = async <Answer>(method: 'GET' | 'POST', endpoint: string, body?: unknown): Promise<Answer> => {
    const answer = await call<Answer>(method, endpoint, body)
    if (answer === null) throw new Refused(`Garage has no ${endpoint.split('?')[0]}`)
    return answer
  }

  /** Tries `step` until it works, waiting between tries while the store starts; a refusal stops at once. */
  const untilReady = async <Answer>(what: string, step: () => Promise<Answer>): Promise<Answer> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step()
      } catch (error) {
        if (error instanceof Refused || attempt >= attempts) throw error
        if (attempt === 1) log(`Waiting for ${what}`)
        await pause(2000)
      }
    }
  }

  // 1. The layout: one node, one zone. Its capacity only matters beside other nodes; the data disk's size is a fair one.
  const status = await untilReady('the storage\'s admin API', () => found<{ layoutVersion: number; nodes: Node[] }>('GET', 'GetClusterStatus'))
  const node = status.nodes.find((candidate) => candidate.isUp) ?? status.nodes[0]
  if (!node) throw new Error('Garage lists no node')
  if (!node.role) {
    const capacity = node.dataPartition?.total || 100 * 1024 ** 3
    await found('POST', 'UpdateClusterLayout', { roles: [{ id: node.id, zone: 'dc1', capacity, tags: [] }] })
    const layout = await found<{ version: number }>('GET', 'GetClusterLayout')
    await found('POST', 'ApplyClusterLayout', { version: layout.version + 1 })
    log(`Gave node ${node.id.slice(0, 16)} its role: layout version ${layout.version + 1}`)
  }
  // Buckets and keys need the layout's partitions to have a quorum, at once for a single node.
  await untilReady('the storage to take writes', async () => {
    const health = await fetch(`${base}/health`)
    if (!health.ok) throw new Error(`health ${health.status}`)
  })

  // 2. The bucket, private.
  const alias = encodeURIComponent(settings.bucket)
  const existing = await call<Bucket>('GET', `GetBucketInfo?globalAlias=${alias}`)
  const bucket = existing ?? (await found<Bucket>('POST', 'CreateBucket', { globalAlias: settings.bucket }))
  if (!existing) log(`Made the bucket ${settings.bucket}`)
  if (bucket.websiteAccess) {
    await found('POST', `UpdateBucket?id=${bucket.id}`, { websiteAccess: { enabled: false } })
    log(`Turned website access off on ${settings.bucket}: it serves signed requests only`)
  }

  // 3. The app's key, on that bucket only.
  const keyId = encodeURIComponent(settings.keyId)
  let key = await call<Key>('GET', `GetKeyInfo?id=${keyId}&showSecretKey=true`)
  if (!key) {
    key = await found<Key>('POST', 'ImportKey', { accessKeyId: settings.keyId, secretAccessKey: settings.secretKey, name: 'solvingtech-app' })
    log(`Imported the app's key ${settings.keyId}`)
  } else if (key.secretAccessKey !== settings.secretKey) {
    throw new Refused(
      `The key ${settings.keyId} exists with another secret, and Garage never changes a key's secret: to use a new S3_APP_SECRET_KEY, choose a new S3_APP_KEY_ID too (and delete the old key with the garage CLI)`,
    )
  }
  if (key.permissions.createBucket) {
    await found('POST', `UpdateKey?id=${keyId}`, { deny: { createBucket: true } })
    log(`Took the right to make buckets from ${settings.keyId}`)
  }
  for (const other of key.buckets.filter((entry) => entry.id !== bucket.id)) {
    await found('POST', 'DenyBucketKey', { bucketId: other.id, accessKeyId: settings.keyId, permissions: { read: true, write: true, owner: true } })
    log(`Took bucket ${other.id.slice(0, 16)} from ${settings.keyId}: the app's key uses ${settings.bucket} only`)
  }
  const granted = key.buckets.find((entry) => entry.id === bucket.id)?.permissions
  if (granted?.owner) await found('POST', 'DenyBucketKey', { bucketId: bucket.id, accessKeyId: settings.keyId, permissions: { owner: true } })
  if (!granted?.read || !granted.write || granted.owner) {
    await found('POST', 'AllowBucketKey', { bucketId: bucket.id, accessKeyId: settings.keyId, permissions: { read: true, write: true, owner: false } })
    log(`Let ${settings.keyId} read and write ${settings.bucket}, and nothing else`)
  }
  log(`Storage ready: the bucket ${settings.bucket}, private, and the app's key on it alone`)
}

/** Run as a script (`node create-bucket.ts`): the settings from the environment, one line per problem, exit code 1 on any. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const settings = {
    adminUrl: process.env.GARAGE_ADMIN_URL ?? 'http://storage:3903',
    adminToken: process.env.GARAGE_ADMIN_TOKEN ?? '',
    bucket: process.env.S3_BUCKET ?? '',
    keyId: process.env.S3_APP_KEY_ID ?? '',
    secretKey: process.env.S3_APP_SECRET_KEY ?? '',
  }
  const problems = storageSettingsProblems(settings)
  for (const problem of problems) console.error(`[create-bucket] ${problem}.`)
  if (problems.length > 0) process.exit(1)
  setUpStorage(settings, { fetch, log: (line) => console.log(`[create-bucket] ${line}.`), pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }).catch(
    (error: unknown) => {
      console.error(`[create-bucket] ${error instanceof Error ? error.message : String(error)}.`)
      process.exit(1)
    },
  )
}
