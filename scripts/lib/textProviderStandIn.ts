import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

export type CapturedText = { to: string; from: string; body: string; sid: string; receivedAt: string }

export type TextAccount = { accountSid: string; authToken: string }

/** A made-up Twilio account for a test stack: its SID has Twilio's shape, its token is random. */
export const standInTextAccount = (): TextAccount => ({ accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: randomBytes(16).toString('hex') })

const json = (response: import('node:http').ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

/**
 * A stand-in for Twilio's Messages API on a loopback port, as the server meets the real one: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form body. It answers 401 for the wrong account
 * (error 20003), 400 for a number that is not E.164 (21211), 503 for a number ending 999 (to try again), and
 * otherwise 201 with the message's SID, keeping each text as a JSON file in `dir` for tests in any process to read.
 */
export const startTextProviderStandIn = async (dir: string, account: TextAccount): Promise<{ origin: string; stop: () => Promise<void> }> => {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${account.accountSid}/Messages.json`) return json(response, 404, { code: 20404, status: 404 })
      if (request.headers.authorization !== expectedAuth) return json(response, 401, { code: 20003, message: 'Authenticate', status: 401 })
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const to = form.get('To') ?? ''
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return json(response, 400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 })
      if (to.endsWith('999')) return json(response, 503, { code: 20503, message: 'Service unavailable', status: 503 })
      count += 1
      const text: CapturedText = { to, from: form.get('From') ?? form.get('MessagingServiceSid') ?? '', body: form.get('Body') ?? '', sid: `SM${randomBytes(16).toString('hex')}`, receivedAt: new Date().toISOString() }
      // Written aside and renamed into place, so a reader in another process never sees half a file.
      const file = path.join(dir, `${Date.now()}-${count}.json`)
      writeFileSync(`${file}.partial`, JSON.stringify(text))
      renameSync(`${file}.partial`, file)
      json(response, 201, { sid: text.sid, status: 'queued', to: text.to, body: text.body })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Every text the stand-in took so far, oldest first. */
export const readTexts = (dir: string): CapturedText[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedText)
