import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { isSupportedNode, minimumNode, tooOldNodeMessage } from '../../scripts/lib/nodeVersion'

const engines = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines.node

describe('the supported Node.js versions', () => {
  it("understands package.json's engines.node, so start-up really checks it", () => {
    expect(minimumNode(engines)).toBe('20.19.0')
    expect(isSupportedNode(process.versions.node, engines)).toBe(true)
  })

  it('compares major, then minor, then patch, never as text', () => {
    const range = '>=20.9.0'
    for (const ok of ['20.9.0', '20.10.0', '20.20.2', 'v22.1.0', '24.0.0']) expect(isSupportedNode(ok, range), ok).toBe(true)
    for (const old of ['20.8.9', '20.1.0', '18.19.1', 'v16.20.2', '9.11.2']) expect(isSupportedNode(old, range), old).toBe(false)
  })

  it('reads short minimums and ranges of several parts, and never refuses a range it cannot read', () => {
    expect(minimumNode('>=22')).toBe('22.0.0')
    expect(isSupportedNode('21.9.9', '>= 22')).toBe(false)
    expect(minimumNode('^20.9.0 || >=22')).toBe('20.9.0')
    for (const ok of ['20.9.0', '20.20.2', '22.1.0']) expect(isSupportedNode(ok, '^20.9.0 || >=22'), ok).toBe(true)
    for (const no of ['16.0.0', '20.8.0', '21.7.3']) expect(isSupportedNode(no, '^20.9.0 || >=22'), no).toBe(false)
    expect(minimumNode('not a range')).toBeNull()
    expect(isSupportedNode('16.0.0', 'not a range')).toBe(true)
  })

  it('says which version is needed, which one is running, and how to fix it', () => {
    const message = tooOldNodeMessage('v18.19.1', '>=20.9.0')
    expect(message).toContain('needs Node.js 20.9.0 or newer, and this is Node.js 18.19.1.')
    expect(message).toContain('https://nodejs.org')
    expect(message).toContain('node --version')
  })
})
