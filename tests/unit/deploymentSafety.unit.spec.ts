import { describe, expect, it } from 'vitest'

import { minimumSecretLength, payloadSecretProblem } from '../../scripts/lib/deploymentSafety'

describe("a deployment's PAYLOAD_SECRET", () => {
  it('is refused under 32 characters, naming the length and how to make a good one', () => {
    expect(minimumSecretLength).toBe(32)
    expect(payloadSecretProblem('a'.repeat(31))).toContain('31 characters long')
    expect(payloadSecretProblem('a'.repeat(31))).toContain('openssl rand -hex 32')
  })

  it("is refused when it holds an example file's placeholder, however long", () => {
    for (const placeholder of ['change-me-to-64-random-characters', 'CHANGE-ME-please-0123456789abcdef0123', 'changeme'.repeat(5), 'replace-me-with-a-long-random-value!']) {
      expect(payloadSecretProblem(placeholder), placeholder).toMatch(/placeholder|characters long/)
    }
  })

  it('is taken when it is 32 or more characters of a real random value', () => {
    expect(payloadSecretProblem('3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b')).toBeNull()
    expect(payloadSecretProblem('3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f')).toBeNull()
  })
})
