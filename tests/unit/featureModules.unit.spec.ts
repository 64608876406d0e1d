import { existsSync, readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/**
 * A feature is one module: its folder under src/domains holds its collections and endpoints, and its module.ts is one
 * line in src/domains/modules.ts, the only list of features. The config adds the list up (payload.config.ts).
 */
const domains = readdirSync('src/domains', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const list = readFileSync('src/domains/modules.ts', 'utf8')

describe('the list of modules', () => {
  it('holds every module of src/domains, once', () => {
    const withModule = domains.filter((domain) => existsSync(`src/domains/${domain}/module.ts`))
    expect(withModule.length).toBeGreaterThan(10)
    for (const domain of withModule) {
      expect(list, domain).toContain(`from './${domain}/module'`)
      expect(list.match(new RegExp(`\\b${domain}Module,`, 'g')), domain).toHaveLength(1)
    }
  })

  it('gives a module a folder of collections or endpoints only when it lists them', () => {
    for (const domain of domains) {
      const moduleFile = existsSync(`src/domains/${domain}/module.ts`) ? readFileSync(`src/domains/${domain}/module.ts`, 'utf8') : ''
      for (const part of ['collections', 'endpoints'] as const) {
        if (existsSync(`src/domains/${domain}/${part}`)) expect(moduleFile, `${domain}/${part}`).toMatch(new RegExp(`^  ${part}: \\[`, 'm'))
      }
    }
  })

  it('leaves payload.config.ts no list of features of its own', () => {
    const config = readFileSync('payload.config.ts', 'utf8')
    expect(config).toContain('assembleModules(modules)')
    expect(config).not.toMatch(/from '\.\/src\/domains\/(?!mail'|modules')/)
    // src/collections keeps the content and the staff accounts; src/endpoints the OpenAPI document and the 404.
    expect(readdirSync('src/endpoints').sort()).toEqual(['index.ts', 'notFound.ts', 'openapi.ts'])
  })
})
