import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text } from 'node:stream/consumers'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

import pg from 'pg'

import type { PlaybackReport } from '../../src/domains/learning/playback'
import { completeOnPool, progressQuery, reportPlaybackOnPool } from './benchLearner'

/**
 * What a reference server answers with: the call's own SQL through `pg` and nothing else (or, for a page, its bytes
 * from memory). Each runs on a thread of its own, as the app runs in a process of its own: on the bench's thread it
 * would share one event loop with the load generator and measure below the machine's limit.
 */
export type ReferenceSpec =
  | { kind: 'bytes'; contentType: string; body: Uint8Array }
  | { kind: 'progress'; databaseUrl: string; learnerId: string }
  | { kind: 'complete'; databaseUrl: string; learnerIds: string[]; lessonIds: string[] }
  | { kind: 'playback'; databaseUrl: string; videoSeconds: number }

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]

const sendJson = (res: Parameters<RequestListener>[1], status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

const handlerFor = (spec: ReferenceSpec): { handler: RequestListener; close: () => Promise<void> } => {
  if (spec.kind === 'bytes') return { handler: (_, res) => res.writeHead(200, { 'content-type': spec.contentType }).end(spec.body), close: async () => {} }
  const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: 10 })
  const close = () => pool.end()
  const failed = (res: Parameters<RequestListener>[1]) => (error: Error) => res.writeHead(500).end(error.message)
  if (spec.kind === 'progress') {
    return { close, handler: (_, res) => void pool.query(progressQuery(spec.learnerId)).then(({ rows }) => sendJson(res, 200, rows), failed(res)) }
  }
  if (spec.kind === 'complete') {
    return {
      close,
      handler: (_, res) => void completeOnPool(pool, pick(spec.learnerIds), pick(spec.lessonIds)).then(({ rows }) => sendJson(res, 200, rows[0]), failed(res)),
    }
  }
  return {
    close,
    handler: (req, res) => {
      const lessonId = (req.url ?? '').split('/')[4]
      void text(req)
        .then((body) => {
          const report = JSON.parse(body) as PlaybackReport & { userId: string }
          return reportPlaybackOnPool(pool, report.userId, { id: lessonId, videoSeconds: spec.videoSeconds }, report)
        })
        .then((saved) => sendJson(res, 200, saved), failed(res))
    },
  }
}

/** A plain node:http server answering as `spec` says, on a free loopback port and a thread of its own. */
export const startReferenceServer = async (spec: ReferenceSpec): Promise<{ url: string; close: () => Promise<void> }> => {
  const worker = new Worker(new URL(import.meta.url), { workerData: spec })
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return {
    url,
    close: async () => {
      worker.postMessage('close')
      await new Promise((resolve) => worker.once('exit', resolve))
    },
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort
  const { handler, close } = handlerFor(workerData as ReferenceSpec)
  const server = createServer(handler)
  server.listen(0, '127.0.0.1', () => port.postMessage(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  port.on('message', () => {
    server.closeAllConnections()
    server.close(() => void close().then(() => port.close()))
  })
}
