import { sql } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { bodyTextFor, oddContentType, pathParameter, restQueryString, type FieldSchema } from '../../support/fuzzArbitraries'
import { loadApiDocument } from '../../support/openApi'
import { testPayload, uniqueEmail } from '../../support/payload'
import { staffLogin } from '../../support/staffApi'
import { testEnv } from '../../support/testEnv'
import { voiceFixture } from '../../support/voiceFixtures'

/**
 * Property-based fuzzing from the OpenAPI document: valid, boundary and hostile bodies, odd methods and content types,
 * junk path parameters, signed in and out. Whatever is sent, the server never answers 5xx, every answer matches the
 * document, and only the requests it accepted left rows behind.
 */
const runs = Number(process.env.FUZZ_RUNS || 2500)
// A fixed seed keeps every run of the suite reproducible; set FUZZ_SEED to explore other inputs.
const seed = Number(process.env.FUZZ_SEED || 20261123)
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

/** A JSON body has a schema to fuzz from; a file body (a photo, a voice note) is fuzzed as any bytes. */
type Operation = { requestBody?: { content: { 'application/json'?: { schema: { $ref: string } } } } }
type Sample = { template: string; method: string; params: string[]; query: string; body: string | undefined; contentType: string; signedIn: boolean }

let api: Awaited<ReturnType<typeof loadApiDocument>>

/** Rows the fuzzed calls can create. */
const countRows = async () => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT (SELECT count(*) FROM course_users) AS learners, (SELECT count(*) FROM program_signups) AS signups,
           (SELECT count(*) FROM contact_messages) AS messages, (SELECT count(*) FROM enrollments) AS enrolments`)
  const row = result.rows[0] as Record<string, string>
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]))
}

beforeAll(async () => {
  api = await loadApiDocument()
})

describe('fuzzing the API from its document', () => {
  it(`never answers 5xx, always answers as documented, and writes only what it accepted (${runs} requests)`, async () => {
    const courses = await seededCourses()
    const knownIds = [courses.featured.id, courses.comingSoonId, ...courses.featured.lessonIds.slice(0, 3), courses.paid.lessonIds.at(-1) ?? '']
    const { client: learner } = await registeredLearner(uniqueEmail('fuzz'))
    const anonymous = new ApiClient()
    const schemas = api.document.components.schemas as Record<string, FieldSchema>
    const operations = Object.entries(api.document.paths).flatMap(([template, byMethod]) =>
      Object.entries(byMethod as Record<string, Operation>).map(([method, operation]) => ({
        template,
        method: method.toUpperCase(),
        bodySchema: operation.requestBody?.content['application/json'] ? schemas[operation.requestBody.content['application/json'].schema.$ref.split('/').at(-1) ?? ''] : undefined,
      })),
    )

    const sample: fc.Arbitrary<Sample> = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        template: fc.constant(operation.template),
        method: fc.oneof({ weight: 5, arbitrary: fc.constant(operation.method) }, { weight: 1, arbitrary: fc.constantFrom(...methods) }),
        params: fc.array(pathParameter(knownIds), { minLength: 2, maxLength: 2 }),
        query: fc.constantFrom('', '?userId=', '?userId=00000000-0000-4000-8000-000000000000', '?userId=%00', '?x[$gt]=1'),
        body: bodyTextFor(operation.bodySchema),
        contentType: oddContentType,
        // The signed-in learner never signs out here, so the signed-in calls keep being reached.
        signedIn: fc.boolean().map((signedIn) => signedIn && operation.template !== '/api/v1/logout'),
      }),
    )

    const before = await countRows()
    const accepted = { learners: 0, signupEmails: new Set<string>(), messages: 0, enrolments: 0 }
    const statuses = new Map<number, number>()

    await fc.assert(
      fc.asyncProperty(sample, async ({ template, method, params, query, body, contentType, signedIn }) => {
        let index = 0
        const path = template.replace(/\{\w+\}/g, () => params[index++]) + query
        const sendsBody = !['GET', 'HEAD'].includes(method) && body !== undefined
        const headers: Record<string, string> = sendsBody && contentType ? { 'content-type': contentType } : {}
        const result = await (signedIn ? learner : anonymous).call(method, path, sendsBody ? body : undefined, { headers, redirect: 'manual' })
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)

        expect(result.status, `${method} ${path} ${body?.slice(0, 200)}`).toBeLessThan(500)
        if (method !== 'OPTIONS') expect(api.problemsWith(method, path, result.status, result.body), `${method} ${path}`).toEqual([])

        if (method === 'POST' && template === '/api/v1/register' && result.status === 201) accepted.learners += 1
        if (method === 'POST' && template === '/api/v1/contact' && result.status === 201) accepted.messages += 1
        if (method === 'POST' && template.endsWith('/enroll') && result.status === 201) accepted.enrolments += 1
        if (method === 'POST' && template === '/api/program-signup' && result.status === 201) {
          accepted.signupEmails.add(String((JSON.parse(body ?? '{}') as { email: string }).email).trim().toLowerCase())
        }
      }),
      { numRuns: runs, seed },
    )

    const after = await countRows()
    expect({
      learners: after.learners - before.learners,
      signups: after.signups - before.signups,
      messages: after.messages - before.messages,
      enrolments: after.enrolments - before.enrolments,
    }).toEqual({ learners: accepted.learners, signups: accepted.signupEmails.size, messages: accepted.messages, enrolments: accepted.enrolments })
    console.info(`[fuzz] ${runs} requests (seed ${seed}); answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`)
  }, 600_000)

  it(`never answers 5xx to a photo or voice note of any declared type, whole, cut off or garbled (${Math.round(runs / 10)} uploads)`, async () => {
    const uploadPath = '/api/v1/lessons/{lessonId}/action/files/{fileId}'
    const declared = Object.keys((api.document.paths[uploadPath] as { put: { requestBody: { content: Record<string, unknown> } } }).put.requestBody.content)
    const picture = sharp({ create: { width: 24, height: 16, channels: 3, background: '#a52' } })
    // A real file of each declared type to start from (HEIC has none: sharp cannot write it, so it starts from a JPEG).
    const samples: Record<string, Buffer> = {
      'image/jpeg': await picture.clone().jpeg().toBuffer(),
      'image/png': await picture.clone().png().toBuffer(),
      'image/webp': await picture.clone().webp().toBuffer(),
      'image/gif': await picture.clone().gif().toBuffer(),
      'image/heic': await picture.clone().jpeg().toBuffer(),
      'audio/webm': voiceFixture('tone-5s.webm'),
      'audio/ogg': voiceFixture('tone-5s.ogg'),
      'audio/mp4': voiceFixture('tone-5s-fragmented.mp4'),
    }
    expect(Object.keys(samples).sort()).toEqual([...declared].sort())
    const { featured } = await seededCourses()
    const { client } = await registeredLearner(uniqueEmail('fuzz-uploads'))
    await client.post(`/api/v1/courses/${featured.id}/enroll`, {})
    let lessonId: string | undefined
    for (const id of featured.lessonIds) {
      const kinds = (await client.get<{ prompts: { kind: string }[] }>(`/api/v1/lessons/${id}/action`)).body.prompts?.map((prompt) => prompt.kind) ?? []
      if (kinds.includes('photo') && kinds.includes('voice')) lessonId = id
    }
    expect(lessonId).toBeDefined()

    const mangled = fc.record({
      type: fc.constantFrom(...declared),
      sentAs: fc.option(fc.constantFrom(...declared), { nil: undefined }),
      change: fc.oneof(
        fc.constant({ kind: 'whole' as const }),
        fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
        fc.record({ kind: fc.constant('garble' as const), seed: fc.integer({ min: 1, max: 2 ** 30 }), every: fc.integer({ min: 3, max: 200 }) }),
        fc.record({ kind: fc.constant('tail' as const), bytes: fc.uint8Array({ maxLength: 4096 }) }),
      ),
    })
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(mangled, async ({ type, sentAs, change }) => {
        const sample = samples[type]
        const bytes = Buffer.from(sample)
        let body = bytes
        if (change.kind === 'cut') body = bytes.subarray(0, Math.floor(change.at * bytes.length))
        if (change.kind === 'garble') for (let index = change.seed % change.every; index < bytes.length; index += change.every) bytes[index] ^= (change.seed >> 3) & 0xff
        if (change.kind === 'tail') body = Buffer.concat([bytes.subarray(0, 16), Buffer.from(change.bytes)])
        const path = `/api/v1/lessons/${lessonId}/action/files/${crypto.randomUUID()}`
        const result = await client.call('PUT', path, undefined, { headers: { 'content-type': sentAs ?? type }, body: new Uint8Array(body) })
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
        expect(result.status, `${type} sent as ${sentAs ?? type}, ${change.kind}`).toBeLessThan(500)
        expect(api.problemsWith('PUT', path, result.status, result.body)).toEqual([])
        // What the quota would refuse next time is made room for, so every kind of file keeps being read.
        if (result.status === 201) await testPayload().then((payload) => payload.delete({ collection: 'workbook-files', where: { clientId: { equals: path.split('/').at(-1) } }, overrideAccess: true }))
      }),
      { numRuns: Math.round(runs / 10), seed },
    )
    console.info(`[fuzz] uploads: answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`)
  }, 600_000)

  it(`never answers 5xx to the query strings of Payload's own REST routes, signed out or as staff (${Math.round(runs / 4)} requests)`, async () => {
    const { baseUrl } = testEnv()
    const staffToken = await staffLogin()
    const courseId = (await seededCourses()).featured.id
    const routes = ['/api/courses', '/api/lessons', '/api/faqs', '/api/media', '/api/people', '/api/course-users', '/api/audit-events', `/api/courses/${courseId}`, '/api/courses/count']
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), restQueryString, fc.boolean(), async (route, query, asStaff) => {
        const response = await fetch(`${baseUrl}${route}${query}`, asStaff ? { headers: { Authorization: `JWT ${staffToken}` } } : {})
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, `${asStaff ? 'staff' : 'visitor'} GET ${route}${query}`).toBeLessThan(500)
      }),
      { numRuns: Math.round(runs / 4), seed },
    )
    console.info(`[fuzz] Payload's REST query strings: answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`)
  }, 600_000)
})
