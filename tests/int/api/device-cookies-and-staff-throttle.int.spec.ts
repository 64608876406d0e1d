import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { startExtraServer } from '../../support/extraServer'
import { learnerPassword } from '../../support/factories'
import { testPayload, uniqueEmail } from '../../support/payload'
import { auditRowsAbout, freshAddress, loginFailuresOf, tightThrottle } from '../../support/signInRecords'

/**
 * Issue 23, points 1 and 2: a stranger cannot lock anyone out. A browser that signed in before keeps a device cookie
 * and is judged by its own failures only; IPv6 clients count by their /64; staff sign in through the same throttle,
 * with no lock, no token in the answer and no timing tell. A server of its own with tight settings that trusts one
 * proxy, so each test picks its client addresses.
 */
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  // The longest pause long enough that a slowed attempt is told from an unslowed one by which answers first.
  server = await startExtraServer({ ...tightThrottle, LOGIN_MAX_DELAY_MS: '2000', RATE_LIMIT_MAX: '3' })
})

afterAll(async () => {
  await server?.stop()
})

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
const learnerSignIn = (client: ApiClient, email: string, password: string, address: string) => client.post('/api/v1/login', { email, password }, from(address))
const staffSignIn = (client: ApiClient, email: string, password: string, address: string) => client.post('/api/users/login', { email, password }, from(address))

/** Which of two sign-ins started together answers first. */
const firstToAnswer = async (a: Promise<unknown>, b: Promise<unknown>): Promise<'a' | 'b'> => Promise.race([a.then(() => 'a' as const), b.then(() => 'b' as const)])

/** Locks `email` the way a small botnet would: a failure from each of four addresses. */
const lockFromBotnet = async (signIn: (client: ApiClient, email: string, password: string, address: string) => Promise<{ status: number }>, email: string) => {
  for (let bot = 0; bot < 4; bot += 1) expect((await signIn(new ApiClient(server.baseUrl), email, 'guess', freshAddress())).status).toBe(401)
}

describe("a learner's device cookie", () => {
  it('lets the phone that signed in before in at once while a botnet has the account locked for everyone else', async () => {
    const email = uniqueEmail('device-owner')
    await registeredLearner(email)
    const phone = new ApiClient(server.baseUrl)
    expect((await learnerSignIn(phone, email, learnerPassword, freshAddress())).status).toBe(200)
    expect(phone.deviceCookie).toMatch(/^solvingtech-device=v1\./)
    expect(phone.deviceCookie).not.toContain(email)

    await lockFromBotnet(learnerSignIn, email)
    expect((await learnerSignIn(new ApiClient(server.baseUrl), email, learnerPassword, freshAddress())).status).toBe(429)
    // The owner's phone, even from an address that has failed before, and even after a wrong password of its own.
    const attacker = freshAddress()
    for (let attempt = 0; attempt < 10; attempt += 1) await learnerSignIn(new ApiClient(server.baseUrl), uniqueEmail('sprayed'), 'guess', attacker)
    expect((await learnerSignIn(phone, email, 'a typo', attacker)).status).toBe(401)
    expect((await learnerSignIn(phone, email, learnerPassword, attacker)).status).toBe(200)
  }, 60_000)

  it('is never slowed by the failures of other addresses (it answers before a browser without the cookie)', async () => {
    const email = uniqueEmail('device-slowed')
    await registeredLearner(email)
    const phone = new ApiClient(server.baseUrl)
    expect((await learnerSignIn(phone, email, learnerPassword, freshAddress())).status).toBe(200)
    // Seven failures from one address: every other browser now waits the longest pause, 2 s, before its check.
    const attacker = freshAddress()
    for (let attempt = 0; attempt < 7; attempt += 1) await learnerSignIn(new ApiClient(server.baseUrl), email, 'guess', attacker)

    const stranger = learnerSignIn(new ApiClient(server.baseUrl), email, learnerPassword, freshAddress())
    const owner = learnerSignIn(phone, email, learnerPassword, freshAddress())
    expect(await firstToAnswer(owner, stranger)).toBe('a')
    expect((await owner).status).toBe(200)
    expect((await stranger).status).toBe(200)
  }, 60_000)

  it("counts the phone's own failures against the phone, and after LOGIN_MAX_ATTEMPTS of them trusts it no more", async () => {
    const email = uniqueEmail('device-guessing')
    await registeredLearner(email)
    const phone = new ApiClient(server.baseUrl)
    expect((await learnerSignIn(phone, email, learnerPassword, freshAddress())).status).toBe(200)
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await learnerSignIn(phone, email, 'guess', freshAddress())).status).toBe(401)
    expect(Object.keys(await loginFailuresOf(email))).toEqual([expect.stringMatching(/^device:/)])
    await lockFromBotnet(learnerSignIn, email)
    expect((await learnerSignIn(phone, email, learnerPassword, freshAddress())).status).toBe(429)
  }, 60_000)

  it('is worth nothing for another account, or when forged', async () => {
    const [mine, theirs] = [uniqueEmail('device-mine'), uniqueEmail('device-theirs')]
    await registeredLearner(mine)
    await registeredLearner(theirs)
    const phone = new ApiClient(server.baseUrl)
    expect((await learnerSignIn(phone, mine, learnerPassword, freshAddress())).status).toBe(200)
    await lockFromBotnet(learnerSignIn, theirs)
    expect((await learnerSignIn(phone, theirs, learnerPassword, freshAddress())).status).toBe(429)

    const forged = new ApiClient(server.baseUrl)
    forged.deviceCookie = phone.deviceCookie?.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    await lockFromBotnet(learnerSignIn, mine)
    expect((await learnerSignIn(forged, mine, learnerPassword, freshAddress())).status).toBe(429)
    expect((await learnerSignIn(phone, mine, learnerPassword, freshAddress())).status).toBe(200)
  }, 60_000)
})

describe('IPv6 clients', () => {
  it('count by their /64: one customer rotating addresses is one address, for the lock and the address limit alike', async () => {
    const email = uniqueEmail('ipv6-target')
    await registeredLearner(email)
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`
    for (let host = 1; host <= 4; host += 1) expect((await learnerSignIn(new ApiClient(server.baseUrl), email, 'guess', `${prefix}::${host}`)).status).toBe(401)
    expect(await loginFailuresOf(email)).toEqual({ [`${prefix}::/64`]: 4 })
    // Four failures from one /64 do not lock the account (it takes four address groups); the owner gets in, slowed.
    const owner = await learnerSignIn(new ApiClient(server.baseUrl), email, learnerPassword, freshAddress())
    expect(owner.status).toBe(200)
    // And the /64 as a whole runs into the address limit (ten failures), whichever of its addresses asks.
    for (let host = 5; host <= 10; host += 1) await learnerSignIn(new ApiClient(server.baseUrl), uniqueEmail('ipv6-spray'), 'guess', `${prefix}::${host}`)
    expect((await learnerSignIn(new ApiClient(server.baseUrl), email, learnerPassword, `${prefix}:ffff:ffff:ffff:fffe`)).status).toBe(429)
  }, 120_000)
})

describe('staff sign-in', () => {
  const staffPassword = 'a long staff password 7'
  const newStaff = async () => {
    const email = uniqueEmail('throttled-staff')
    const payload = await testPayload()
    await payload.create({ collection: 'users', data: { email, password: staffPassword } })
    return email
  }

  it('is never locked by wrong passwords from one address: the owner signs in from another, and no token is in the answer', async () => {
    const email = await newStaff()
    const attacker = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await staffSignIn(new ApiClient(server.baseUrl), email, `guess-${attempt}`, attacker)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])

    const owner = new ApiClient(server.baseUrl)
    const signedIn = await staffSignIn(owner, email, staffPassword, freshAddress())
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toEqual({ message: 'Signed in', user: expect.objectContaining({ email }), exp: expect.any(Number) })
    expect(signedIn.text).not.toMatch(/token|eyJ/)
    expect(signedIn.headers.getSetCookie().some((cookie) => /^solvingtech-staff-token=[^;]+;.*HttpOnly/i.test(cookie))).toBe(true)
  }, 120_000)

  it('lets the browser that signed in before in while a botnet has the account locked', async () => {
    const email = await newStaff()
    const laptop = new ApiClient(server.baseUrl)
    expect((await staffSignIn(laptop, email, staffPassword, freshAddress())).status).toBe(200)
    await lockFromBotnet(staffSignIn, email)
    expect((await staffSignIn(new ApiClient(server.baseUrl), email, staffPassword, freshAddress())).status).toBe(429)
    expect((await staffSignIn(laptop, email, staffPassword, freshAddress())).status).toBe(200)
  }, 60_000)

  it('answers an unknown email and a wrong password alike, and audits both without the password', async () => {
    const email = await newStaff()
    const unknown = uniqueEmail('no-such-staff')
    const wrong = await staffSignIn(new ApiClient(server.baseUrl), email, 'secret-guess-1', freshAddress())
    const nobody = await staffSignIn(new ApiClient(server.baseUrl), unknown, 'secret-guess-1', freshAddress())
    expect([wrong.status, nobody.status]).toEqual([401, 401])
    expect(wrong.text).toBe(nobody.text)
    expect(wrong.body).toEqual({ message: 'Invalid email, password or code' })
    const rows = [...(await auditRowsAbout(email)), ...(await auditRowsAbout(unknown))].filter((row) => row.event === 'staff-sign-in')
    expect(rows.map((row) => row.outcome)).toEqual(['failure', 'failure'])
    expect(JSON.stringify(rows)).not.toContain('secret-guess')
  }, 60_000)

  it("limits 'Forgot password?' per client address, with Retry-After", async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await new ApiClient(server.baseUrl).post('/api/users/forgot-password', { email: uniqueEmail('forgetful') }, from(address))
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  }, 60_000)
})

describe('staff sign-in timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

  it('an unknown email takes about as long as a known one with a wrong password', async () => {
    const payload = await testPayload()
    const known = [uniqueEmail('timed-staff'), uniqueEmail('timed-staff')]
    for (const email of known) await payload.create({ collection: 'users', data: { email, password: 'a long staff password 7' } })
    const timed = async (email: string) => {
      const startedAt = performance.now()
      // The main server: its throttle never pauses a test's few failures.
      expect((await new ApiClient().post('/api/users/login', { email, password: 'wrong-password' })).status).toBe(401)
      return performance.now() - startedAt
    }
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let round = 0; round < 10; round += 1) {
      knownTimes.push(await timed(known[round % 2]))
      unknownTimes.push(await timed(uniqueEmail('no-staff')))
    }
    // Relative and from below only, as for learners (sign-in-throttle.int.spec.ts): no wall-clock limit.
    console.info(`[timing] staff: median known ${median(knownTimes).toFixed(0)} ms, unknown ${median(unknownTimes).toFixed(0)} ms`)
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(0.5 * median(knownTimes))
  }, 120_000)
})
