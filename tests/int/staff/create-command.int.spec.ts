import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { outsideNextFlags } from '../../../scripts/lib/run'
import { uniqueEmail } from '../../support/payload'
import { testEnv } from '../../support/testEnv'

/** `npm run staff:create`: the server's own way to make a staff account, password from stdin, never from argv. */
const createStaff = (args: string[], stdin: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...outsideNextFlags, 'scripts/create-staff.ts', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
    child.stdin.end(stdin)
  })

const signIn = (email: string, password: string) =>
  fetch(`${testEnv().baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

describe('npm run staff:create', () => {
  it('refuses a password under 12 characters', async () => {
    const email = uniqueEmail('staff-short')
    const { code, output } = await createStaff([email], 'short-pass\n')
    expect(code, output).toBe(1)
    expect(output).toContain('at least 12 characters')
    expect((await signIn(email, 'short-pass')).status).toBe(401)
  })

  it('creates a staff account who can sign in, also when staff exist already (email as an argument, password on stdin)', async () => {
    const email = uniqueEmail('staff-cli')
    const password = 'a-long-enough-password'
    const { code, output } = await createStaff([email], `${password}\n`)
    expect(code, output).toBe(0)
    expect(output).not.toContain(password)
    expect((await signIn(email, password)).status).toBe(200)
  }, 120_000)

  it('reads the email from stdin too, and refuses an email that is already staff', async () => {
    const { code, output } = await createStaff([], `${testEnv().staffEmail}\nanother-long-password\n`)
    expect(code, output).toBe(1)
    expect(output).toContain('exists already')
  }, 120_000)
})
