import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { startExtraServer } from '../../support/extraServer'
import { learnerPassword } from '../../support/factories'
import { requestResetToken } from '../../support/passwordReset'
import { uniqueEmail } from '../../support/payload'
import { auditRowsAbout, freshAddress, loginFailuresOf, tightThrottle } from '../../support/signInRecords'

/**
 * The sign-in throttle (src/domains/accounts/signInThrottle) on a second app instance with tight settings that trusts one proxy,
 * so each test picks its client addresses with X-Forwarded-For. Failures live in Postgres, shared with the main server.
 */
const maxDelayMs = 1200
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  server = await startExtraServer({ ...tightThrottle, LOGIN_MAX_DELAY_MS: String(maxDelayMs) })
})

afterAll(async () => {
  await server?.stop()
})

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
const signIn = (email: string, password: string, address: string) => new ApiClient(server.baseUrl).post('/api/v1/login', { email, password }, from(address))

describe('sign-in throttle', () => {
  it('an attacker failing 50 times from one address does not lock the owner out: they sign in from another, slowed', async () => {
    const email = uniqueEmail('targeted')
    await registeredLearner(email)
    const attacker = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 50; attempt += 1) statuses.push((await signIn(email, `guess-${attempt}`, attacker)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]))

    const startedAt = Date.now()
    const owner = await signIn(email, learnerPassword, freshAddress())
    expect(owner.status).toBe(200)
    // The delay is the behaviour under test, so this checks a duration: a lower bound only (at least the cap), never
    // an upper limit, which would fail on a busy machine rather than on a wrong throttle.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(maxDelayMs)
  }, 120_000)

  it("the attacker's address gets 429 with Retry-After for any account, and for email and password changes", async () => {
    const attacker = freshAddress()
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn(uniqueEmail('sprayed'), 'guess', attacker)).status).toBe(401)

    const email = uniqueEmail('bystander')
    const { client } = await registeredLearner(email)
    const refused = await signIn(email, learnerPassword, attacker)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body).toEqual({ message: expect.any(String) })

    const signedIn = new ApiClient(server.baseUrl)
    signedIn.cookie = client.cookie
    const emailChange = await signedIn.put('/api/v1/account/email', { email: uniqueEmail('moved'), currentPassword: learnerPassword }, from(attacker))
    expect(emailChange.status).toBe(429)
    const passwordChange = await signedIn.put(
      '/api/v1/account/password',
      { currentPassword: learnerPassword, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' },
      from(attacker),
    )
    expect(passwordChange.status).toBe(429)
    expect((await signIn(email, learnerPassword, freshAddress())).status).toBe(200)
  }, 60_000)

  it('failures from many addresses lock the account (429 from anywhere), and a password reset unlocks it', async () => {
    const email = uniqueEmail('botnet')
    await registeredLearner(email)
    for (let bot = 0; bot < 4; bot += 1) expect((await signIn(email, 'guess', freshAddress())).status).toBe(401)

    const owner = freshAddress()
    const locked = await signIn(email, learnerPassword, owner)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)

    const { token } = await requestResetToken(email)
    expect((await new ApiClient().post('/api/v1/reset-password', { token, password: 'brand-new-pass' })).status).toBe(200)
    expect((await signIn(email, 'brand-new-pass', owner)).status).toBe(200)
  }, 60_000)

  it("counts failures per account and address; a reset clears the account's count", async () => {
    const email = uniqueEmail('counted')
    await registeredLearner(email)
    const [first, second] = [freshAddress(), freshAddress()]
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(email, 'guess', first)
    await signIn(email, 'guess', second)
    expect(await loginFailuresOf(email)).toEqual({ [first]: 4, [second]: 1 })

    const { token } = await requestResetToken(email)
    expect((await new ApiClient().post('/api/v1/reset-password', { token, password: 'brand-new-pass' })).status).toBe(200)
    expect(await loginFailuresOf(email)).toEqual({})
  }, 60_000)

  it("a successful sign-in clears that address's failures on the account, not the others'", async () => {
    const email = uniqueEmail('cleared')
    await registeredLearner(email)
    const [home, elsewhere] = [freshAddress(), freshAddress()]
    await signIn(email, 'typo', home)
    await signIn(email, 'typo', home)
    await signIn(email, 'guess', elsewhere)
    expect((await signIn(email, learnerPassword, home)).status).toBe(200)
    expect(await loginFailuresOf(email)).toEqual({ [elsewhere]: 1 })
  }, 60_000)

  it('audits sign-ins that succeed, fail and are refused, with the client address and never the password', async () => {
    const email = uniqueEmail('audited')
    await registeredLearner(email)
    const address = freshAddress()
    await signIn(email, 'secret-guess-1', address)
    await signIn(email, learnerPassword, address)
    for (let bot = 0; bot < 4; bot += 1) await signIn(email, 'secret-guess-2', freshAddress())
    expect((await signIn(email, learnerPassword, address)).status).toBe(429)

    const signIns = (await auditRowsAbout(email)).filter((row) => row.event === 'learner-sign-in')
    expect(signIns.map((row) => row.outcome)).toEqual(['failure', 'success', 'failure', 'failure', 'failure', 'failure', 'refused'])
    expect(signIns[0]).toMatchObject({ account_email: email, client_address: address })
    expect(JSON.stringify(signIns)).not.toMatch(/secret-guess|learner-password/)
  }, 60_000)
})

describe('timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const timed = async (email: string) => {
    const startedAt = performance.now()
    const response = await new ApiClient().post('/api/v1/login', { email, password: 'wrong-password' })
    expect(response.status).toBe(401)
    return performance.now() - startedAt
  }

  it('an unknown email takes about as long as a known one with a wrong password', async () => {
    // Two accounts, five tries each: none passes LOGIN_MAX_ATTEMPTS, so no throttle pause skews the known side.
    const known = [uniqueEmail('timed'), uniqueEmail('timed')]
    for (const email of known) await registeredLearner(email)
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let round = 0; round < 10; round += 1) {
      knownTimes.push(await timed(known[round % 2]))
      unknownTimes.push(await timed(uniqueEmail('nobody')))
    }
    // Equal cost is the behaviour under test, so this compares durations, relative to each other and from below only:
    // an unknown email must not answer markedly faster than a known one. No absolute or upper wall-clock limit.
    console.info(`[timing] median known ${median(knownTimes).toFixed(0)} ms, unknown ${median(unknownTimes).toFixed(0)} ms`)
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(0.5 * median(knownTimes))
  }, 120_000)
})
