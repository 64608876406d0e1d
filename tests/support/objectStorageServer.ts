import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { freePort } from '../../scripts/lib/freePort'

/** A request the app made to the storage server: whether it was signed, and the ACL it asked for. */
export type StorageRequest = { method: string; path: string; signed: boolean; acl: string | undefined }

/**
 * A local S3-compatible server (s3rver) on a free port with one empty bucket in a temporary folder, the settings an
 * app instance needs to use it, a client to look inside, and every request it received.
 */
export const startObjectStorage = async (bucket: string) => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'solvingtech-s3-'))
  const port = await freePort()
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  const requests: StorageRequest[] = []
  server.httpServer.on('request', (req) => {
    const acl = req.headers['x-amz-acl']
    requests.push({
      method: String(req.method),
      path: String(req.url),
      signed: typeof req.headers.authorization === 'string' || String(req.url).includes('X-Amz-Signature='),
      acl: typeof acl === 'string' ? acl : undefined,
    })
  })
  const endpoint = `http://127.0.0.1:${port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  let stopped: Promise<void> | undefined
  return {
    endpoint,
    requests,
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client: new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
    /** Stops the server (once, however often it is called) and removes its folder. */
    stop: async () => {
      stopped ??= server.close().then(() => rm(directory, { recursive: true, force: true }))
      await stopped
    },
  }
}
