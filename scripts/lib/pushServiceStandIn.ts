import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

export type CapturedPush = { path: string; status: number; headers: Record<string, string>; body: string; receivedAt: string }

/** What the stand-in answers, by the first part of the path a test gives its made-up phone. */
const answers: Record<string, number> = { push: 201, gone: 410, missing: 404, busy: 503 }

/**
 * A stand-in for a browser's push service (RFC 8030) on a loopback port, as the server meets Google's or Mozilla's:
 * it takes each POST and keeps it (headers, and the encrypted body in base64) as a JSON file in `dir`, so tests in
 * any process can read and decrypt what a phone would get. A phone at /push/… takes it (201); /gone/… and /missing/…
 * answer as for a phone that turned notifications off (410, 404); /busy/… as a service that is down for now (503).
 */
export const startPushServiceStandIn = async (dir: string): Promise<{ origin: string; stop: () => Promise<void> }> => {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = request.url ?? '/'
      const status = request.method === 'POST' ? (answers[url.split('/')[1] ?? ''] ?? 404) : 405
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]))
      const push: CapturedPush = { path: url, status, headers, body: Buffer.concat(chunks).toString('base64'), receivedAt: new Date().toISOString() }
      count += 1
      // Written aside and renamed into place, so a reader in another process never sees half a file.
      const file = path.join(dir, `${Date.now()}-${count}.json`)
      writeFileSync(`${file}.partial`, JSON.stringify(push))
      renameSync(`${file}.partial`, file)
      response.writeHead(status, status === 201 ? { Location: `${url}/messages/${count}` } : {}).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Every push the stand-in took so far, oldest first. */
export const readPushes = (dir: string): CapturedPush[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedPush)
