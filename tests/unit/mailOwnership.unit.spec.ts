import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The mail domain (src/domains/mail) is the only code that writes mail_deliveries and queues its send job: other
 * features record their mails through recordMail(s), queueMail(s)With and mailSweep, so each mail is recorded once,
 * by one rule, whoever sends it. Its own collection's config (src/domains/mail/collections/MailDeliveries.ts) and the migrations
 * are the table's too.
 */
const root = process.cwd()
const owners = ['src/domains/mail/', 'src/domains/mail/collections/MailDeliveries.ts', 'src/migrations/', 'src/payload-types.ts']

const codeFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(relative)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : []
  })

const writesOfMailDeliveries = [
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+"?mail_deliveries\b/i,
  /collection:\s*'mail-deliveries'/,
  /'mail-deliveries'\s*\]/,
  /task:\s*'sendMail'/,
]

/** The files outside the mail domain that write mail_deliveries or queue sendMail, with the line. */
const trespassers = (files: string[]): string[] =>
  files
    .filter((file) => !owners.some((owner) => file.startsWith(owner)))
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (writesOfMailDeliveries.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )

describe('mail_deliveries', () => {
  it('is written, and its send job queued, by the mail domain alone', () => {
    const files = [...codeFiles('src'), ...codeFiles('scripts'), ...codeFiles('bench'), 'server.ts', 'payload.config.ts']
    expect(files.length).toBeGreaterThan(100)
    expect(trespassers(files)).toEqual([])
  })

  it('would be caught writing elsewhere (the check reads what it must)', () => {
    const mailFiles = codeFiles('src/domains/mail')
    // Read as if they were outside the domain: its own writes are found.
    const found = mailFiles.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .filter((line) => writesOfMailDeliveries.some((pattern) => pattern.test(line))),
    )
    expect(found.some((line) => /INSERT INTO mail_deliveries/.test(line))).toBe(true)
    expect(found.some((line) => /task: 'sendMail'/.test(line))).toBe(true)
  })
})
