import { randomUUID } from 'node:crypto'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/freePort'
import { seededCourses } from '../support/catalogue'
import { startExtraServer } from '../support/extraServer'
import { removeRedisKeys, testRedisUrl, uniqueKeyPrefix } from '../support/redis'
import { featuredCourseTitle } from '../support/seedData'
import { staffLogin, staffUpdate, staffUpdateGlobal } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * Several instances on one database and one Redis (REDIS_URL): a staff save on one shows on the others within a
 * second, an instance started later serves the same pages, and an instance whose Redis is unreachable still serves
 * every page from the database. Each run has its own key prefix in the machine's Redis, removed afterwards.
 */
const keyPrefix = uniqueKeyPrefix('shared-cache')
const sharedCache = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix }
const { baseUrl } = testEnv()
const run = randomUUID().slice(0, 8)

type Server = Awaited<ReturnType<typeof startExtraServer>>
type Faq = { id: string; question: string }
type Landing = { hero: Record<string, unknown> & { subtitle: string } }

const page = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`)
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), text: await response.text() }
}

/**
 * Whether `origin` shows `text` on `path` within a second of now (the save has just returned): polled without pause,
 * and a poll that starts within the second counts, however long that page then takes to render.
 */
const seenWithinASecond = async (origin: string, path: string, text: string): Promise<boolean> => {
  const savedAt = Date.now()
  while (Date.now() - savedAt < 1000) {
    const { status, text: body } = await page(origin, path)
    expect(status).toBe(200)
    if (body.includes(text)) return true
  }
  return false
}

/** Redis reachable at `port` from now on: a TCP relay to the test Redis, until `close()`. */
const relayToRedis = async (port: number) => {
  const { hostname, port: redisPort } = new URL(testRedisUrl)
  const sockets = new Set<net.Socket>()
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(redisPort), hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => sockets.delete(socket))
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => relay.close(() => resolve()))
    },
  }
}

describe('instances sharing one Redis', () => {
  let one: Server
  let two: Server
  let token: string
  let faq: Faq
  let landing: Landing
  let courseId: string

  beforeAll(async () => {
    ;[one, two] = await Promise.all([startExtraServer(sharedCache), startExtraServer(sharedCache)])
    token = await staffLogin(one.baseUrl)
    faq = ((await (await fetch(`${baseUrl}/api/faqs?sort=order&limit=1&depth=0`)).json()) as { docs: Faq[] }).docs[0]
    landing = (await (await fetch(`${baseUrl}/api/globals/landing?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as Landing
    courseId = (await seededCourses()).featured.id
  }, 180_000)

  afterAll(async () => {
    // Put the content back through the test stack, which expires its own cache for the suites that follow.
    const stackToken = await staffLogin()
    if (faq) await staffUpdate(stackToken, 'faqs', faq.id, { question: faq.question })
    if (landing) await staffUpdateGlobal(stackToken, 'landing', { hero: landing.hero })
    if (courseId) await staffUpdate(stackToken, 'courses', courseId, { title: featuredCourseTitle })
    await Promise.all([one?.stop(), two?.stop()])
    await removeRedisKeys(keyPrefix)
  })

  it('shows a staff save on one instance on the other within a second, for a FAQ, a course and the landing copy', async () => {
    // Instance two has the pages cached before the saves: the landing page is served from Redis.
    expect((await page(two.baseUrl, '/')).status).toBe(200)
    expect((await page(two.baseUrl, '/')).cache).toBe('HIT')
    expect((await page(two.baseUrl, '/v1/courses')).text).toContain(featuredCourseTitle)

    const question = `Shared cache question ${run}?`
    await staffUpdate(token, 'faqs', faq.id, { question }, one.baseUrl)
    expect(await seenWithinASecond(two.baseUrl, '/', question), 'FAQ on /').toBe(true)

    const title = `Shared cache course ${run}`
    await staffUpdate(token, 'courses', courseId, { title }, one.baseUrl)
    expect(await seenWithinASecond(two.baseUrl, '/v1/courses', title), 'course on /v1/courses').toBe(true)

    const subtitle = `Shared cache landing copy ${run}`
    await staffUpdateGlobal(token, 'landing', { hero: { ...landing.hero, subtitle } }, one.baseUrl)
    expect(await seenWithinASecond(two.baseUrl, '/', subtitle), 'landing copy on /').toBe(true)

    // A third instance started now serves the landing page the others stored in Redis, byte for byte.
    const later = await startExtraServer(sharedCache)
    try {
      const stored = await page(two.baseUrl, '/')
      const fromLater = await page(later.baseUrl, '/')
      expect(fromLater).toMatchObject({ status: 200, cache: 'HIT' })
      expect(fromLater.text).toBe(stored.text)
      for (const text of [question, subtitle]) expect(fromLater.text).toContain(text)
      expect((await page(later.baseUrl, '/v1/courses')).text).toContain(title)
    } finally {
      await later.stop()
    }
  }, 180_000)

  it('expires a save made while Redis was unreachable from the saving instance once Redis answers it again', async () => {
    const port = await freePort()
    const cutOff = await startExtraServer({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: keyPrefix })
    let relay: Awaited<ReturnType<typeof relayToRedis>> | undefined
    try {
      await page(two.baseUrl, '/')
      const question = `Saved during an outage ${run}?`
      await staffUpdate(token, 'faqs', faq.id, { question }, cutOff.baseUrl)
      // Redis never heard of the save: instance two still serves the page it has there.
      expect(await page(two.baseUrl, '/')).toMatchObject({ status: 200, cache: 'HIT' })
      expect((await page(two.baseUrl, '/')).text).not.toContain(question)

      relay = await relayToRedis(port)
      await cutOff.waitForOutput(/\[cache\] Redis at 127\.0\.0\.1:\d+ answers again/)
      let seen = false
      while (!seen) seen = (await page(two.baseUrl, '/')).text.includes(question)
      expect(seen).toBe(true)
    } finally {
      await cutOff.stop()
      await relay?.close()
    }
  }, 180_000)
})

describe('an instance whose Redis is unreachable', () => {
  it('serves every page from the database, answers no 500, and says why in its log once', async () => {
    const port = await freePort()
    const server = await startExtraServer({ REDIS_URL: `redis://user:secret-password@127.0.0.1:${port}`, REDIS_KEY_PREFIX: keyPrefix })
    try {
      const faqs = (await (await fetch(`${baseUrl}/api/faqs?sort=order&limit=1&depth=0`)).json()) as { docs: Faq[] }
      for (let visit = 0; visit < 3; visit += 1) {
        const landingPage = await page(server.baseUrl, '/')
        expect(landingPage.status).toBe(200)
        expect(landingPage.text).toContain(faqs.docs[0].question)
        const catalogue = await page(server.baseUrl, '/v1/courses')
        expect(catalogue.status).toBe(200)
        expect(catalogue.text).toContain(featuredCourseTitle)
      }
      const explained = new RegExp(`\\[cache\\] Redis at 127\\.0\\.0\\.1:${port} is unreachable \\(ECONNREFUSED\\)`, 'g')
      await server.waitForOutput(explained)
      expect(server.output().match(explained)).toHaveLength(1)
      expect(server.output()).not.toContain('secret-password')
    } finally {
      await server.stop()
    }
  }, 180_000)
})
