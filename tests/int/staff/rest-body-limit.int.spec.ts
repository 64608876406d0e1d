import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffLogin } from '../../support/staffApi'
import { testEnv } from '../../support/testEnv'

/** Payload's own REST routes (/api/<collection>) refuse a body over 1 MB before parsing it, as /api/v1 does. */
const { baseUrl } = testEnv()
let token: string
const created: string[] = []

beforeAll(async () => {
  token = await staffLogin()
})

// Other suites count the sample FAQs.
afterAll(async () => {
  for (const id of created) await fetch(`${baseUrl}/api/faqs/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
})

const remember = async (response: Response) => {
  const { doc } = (await response.clone().json()) as { doc?: { id: string } }
  if (doc) created.push(doc.id)
  return response
}

const faq = (answer: string) => JSON.stringify({ question: `A question ${Date.now()}?`, answer, order: 99 })

const chunked = (text: string, chunkBytes = 64 * 1024) => {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes))
      offset += chunkBytes
    },
  })
}

const postFaq = (body: BodyInit) =>
  fetch(`${baseUrl}/api/faqs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body,
    duplex: 'half',
  } as RequestInit)

describe('Payload REST request bodies', () => {
  it('answers 413 with the contract error body to a 2 MB JSON body with a Content-Length', async () => {
    const response = await postFaq(faq('x'.repeat(2 * 1024 * 1024)))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: expect.stringContaining('too large') })
  })

  it('answers 413 to a 2 MB JSON body sent chunked, without a length', async () => {
    const response = await postFaq(chunked(faq('x'.repeat(2 * 1024 * 1024))))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: expect.stringContaining('too large') })
  })

  it('still takes an ordinary body, with a length or chunked', async () => {
    const sized = await remember(await postFaq(faq('A short answer.')))
    expect(sized.status, await sized.clone().text()).toBe(201)
    const streamed = await remember(await postFaq(chunked(faq('y'.repeat(30 * 1024)), 4 * 1024)))
    expect(streamed.status, await streamed.clone().text()).toBe(201)
  })
})
