import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string; receivedAt: string }

/**
 * A real SMTP server on a loopback port that stores every message it receives as a JSON file in `dir`,
 * so tests in any process can read the app's mail. Mail to an address starting `refuse-` is refused with a temporary
 * error (451) that quotes the address, as a full or unreachable mailbox's server would, so tests can see the app try
 * again and give up, and that its log never repeats the address.
 */
export const startMailbox = async (dir: string): Promise<{ port: number; stop: () => Promise<void> }> => {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse-')) return callback(Object.assign(new Error(`4.2.2 <${address.address}>: Mailbox busy, try again later`), { responseCode: 451 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        }
        count += 1
        // Written aside and renamed into place, so a reader in another process never sees half a file.
        const file = path.join(dir, `${Date.now()}-${count}.json`)
        writeFileSync(`${file}.partial`, JSON.stringify(mail))
        renameSync(`${file}.partial`, file)
        callback()
      })
    },
  })
  // A client that drops its connection (a server shutting down mid-send) is not a reason to stop catching mail.
  server.on('error', (error) => console.warn(`[mailbox] ${error.message}`))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Every message captured so far, oldest first. */
export const readMailbox = (dir: string): CapturedMail[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedMail)
