import { AsyncLocalStorage } from 'node:async_hooks'
import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { currentRequestId, requestIdFrom, runWithRequestId } from '@/lib/server/logging/requestContext'

/** Which request a log line belongs to (src/lib/server/logging/requestContext.ts). */
describe('the request a log line belongs to', () => {
  it('is the request being handled, through awaits, until its answer is sent', async () => {
    const response = new EventEmitter()
    let later: () => string | undefined = () => 'not run'
    await runWithRequestId('req-12345678', response, async () => {
      await Promise.resolve()
      expect(currentRequestId()).toBe('req-12345678')
      // A timer started inside (as Payload starts its crons inside the first request) keeps the context for good.
      later = () => currentRequestId()
    })
    const timerInside = await new Promise<string | undefined>((resolve) => runWithRequestId('req-87654321', response, () => setTimeout(() => resolve(currentRequestId()), 0)))
    expect(timerInside).toBe('req-87654321')
    response.emit('close')
    expect(later()).toBeUndefined()
    const timerAfter = await new Promise<string | undefined>((resolve) => runWithRequestId('req-abcdefgh', response, () => setTimeout(() => resolve(currentRequestId()), 5)))
    expect(timerAfter).toBe('req-abcdefgh')
  })

  it('is still the request after its client hung up, while its handling goes on, and none once both are over', async () => {
    const response = new EventEmitter()
    let finishHandling: () => void = () => undefined
    let lineAfterHangUp: () => string | undefined = () => 'not run'
    const handling = runWithRequestId(
      'req-hungup01',
      response,
      () =>
        new Promise<void>((resolve) => {
          // Bound to the handling's context, as a line the handling writes later would be.
          lineAfterHangUp = AsyncLocalStorage.bind(() => currentRequestId())
          finishHandling = resolve
        }),
    )
    response.emit('close')
    expect(lineAfterHangUp()).toBe('req-hungup01')
    finishHandling()
    await handling
    expect(lineAfterHangUp()).toBeUndefined()
  })

  it('is none outside any request', () => {
    expect(currentRequestId()).toBeUndefined()
  })

  it("takes a load balancer's plain id, and makes one for anything else", () => {
    expect(requestIdFrom('lb-7f3a9c2e41')).toBe('lb-7f3a9c2e41')
    for (const sent of [undefined, ['a', 'b'], 'short', 'has spaces in it', 'x'.repeat(65), 'quote"inside1']) {
      expect(requestIdFrom(sent)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
