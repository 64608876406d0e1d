import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/** The README's Layout names every domain folder, so a newcomer reading it finds each feature's home. */
const layout = readFileSync('README.md', 'utf8').split(/^## Layout$/m)[1]?.split(/^## /m)[0] ?? ''

describe("the README's Layout", () => {
  it('names every folder of src/domains', () => {
    const domains = readdirSync('src/domains', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(domains.length).toBeGreaterThan(10)
    expect(domains.filter((domain) => !new RegExp(`\\b${domain}\\b`).test(layout))).toEqual([])
  })
})
