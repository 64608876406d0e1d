import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contract } from '@/domains/operations'
import { redactAddress, scrubAttributes, scrubErrorReport, scrubText } from '@/lib/rules/scrubLearnerData'

const root = path.resolve(import.meta.dirname, '../..')

describe('redactAddress', () => {
  it('drops the query string and fragment, keeping the origin and path', () => {
    expect(redactAddress('http://localhost:3000/v1/reset-password?token=abc123#top')).toBe('http://localhost:3000/v1/reset-password')
    expect(redactAddress('/api/v1/courses/42?userId=7')).toBe('/api/v1/courses/42')
    expect(redactAddress('https://example.org')).toBe('https://example.org/')
  })

  it('replaces the key in an address that is one', () => {
    expect(redactAddress('/api/v1/calendar-feeds/s3cr3t-feed-key')).toBe('/api/v1/calendar-feeds/:token')
    expect(redactAddress('/api/v1/team-invites/inv1te/join')).toBe('/api/v1/team-invites/:token/join')
    expect(redactAddress('/api/v1/waiting-list/unsubscribe/w41t')).toBe('/api/v1/waiting-list/unsubscribe/:token')
    expect(redactAddress('https://site.example/unsubscribe/u7?x=1')).toBe('https://site.example/unsubscribe/:token')
    expect(redactAddress('/certificates/ST-1234/pdf')).toBe('/certificates/:token/pdf')
    expect(redactAddress('/api/v1/lessons/5f0c/complete')).toBe('/api/v1/lessons/5f0c/complete')
  })

  it('covers every contract call whose path holds a token', () => {
    const keyed = contract.operations.filter((call) => call.path.includes('{token}'))
    expect(keyed.length).toBeGreaterThan(3)
    for (const call of keyed) {
      const address = call.path.replace('{token}', 'the-key-itself')
      expect(redactAddress(address), call.path).not.toContain('the-key-itself')
    }
  })

  it('covers every page whose address holds a token or a code', () => {
    const folders = readdirSync(path.join(root, 'src/app'), { recursive: true, encoding: 'utf8' }).filter((folder) => /\[(token|code)\]$/.test(folder))
    expect(folders.length).toBeGreaterThan(2)
    for (const folder of folders) {
      const address = `/${folder.split(path.sep).filter((segment) => !segment.startsWith('(')).join('/')}`.replace(/\[(token|code)\]/, 'the-key-itself')
      expect(redactAddress(address), folder).not.toContain('the-key-itself')
    }
  })
})

describe('scrubText', () => {
  it('takes out emails, with the name given before one', () => {
    expect(scrubText('Could not send to Sam Jones <sam.jones@example.co.uk>: refused')).toBe('Could not send to [email]: refused')
    expect(scrubText('duplicate key for ana+test@mail.example.com')).toBe('duplicate key for [email]')
  })

  it("takes out a failed statement's SQL and parameters", () => {
    const message = 'Failed query: select "id" from "course_users" where "email" = $1\nparams: sam@example.com'
    expect(scrubText(message)).toBe('Failed query: [statement and parameters removed]')
  })

  it('takes out cookie values, credentials and the query strings and keys of addresses', () => {
    expect(scrubText('cookie: solvingtech-session=abc.def; solvingtech-device=xyz')).toBe('cookie: solvingtech-session=[removed]; solvingtech-device=[removed]')
    expect(scrubText('Authorization: JWT eyJhbGci.eyJzdWIi.sig')).toBe('Authorization: JWT [removed]')
    expect(scrubText('Reset link: http://localhost:3000/v1/reset-password?token=t0k3n (valid 1 h)')).toBe('Reset link: http://localhost:3000/v1/reset-password (valid 1 h)')
    expect(scrubText('GET /api/v1/calendar-feeds/f33d')).toBe('GET /api/v1/calendar-feeds/:token')
  })

  it('leaves stack frames and package names alone', () => {
    const frame = 'at handler (/srv/app/.next/server/chunks/812.js:10:5) via @payloadcms/db-postgres and next@16.4.6'
    expect(scrubText(frame)).toBe(frame)
  })
})

describe('scrubAttributes', () => {
  it('drops what names a person, a secret, a parameter or a query string', () => {
    expect(
      scrubAttributes({
        'http.request.header.cookie': ['solvingtech-session=abc'],
        'http.request.header.authorization': 'JWT x',
        'drizzle.query.params': '["sam@example.com"]',
        'db.query.parameter.0': 'sam@example.com',
        'url.query': 'token=abc',
        'client.address': '203.0.113.9',
        'net.peer.ip': '203.0.113.9',
        'enduser.email': 'sam@example.com',
        'http.method': 'POST',
        'http.status_code': 200,
        'db.system': 'postgresql',
      }),
    ).toEqual({ 'http.method': 'POST', 'http.status_code': 200, 'db.system': 'postgresql' })
  })

  it('keeps addresses without their query string and keys, and scrubs every other string', () => {
    expect(
      scrubAttributes({
        'http.target': '/api/v1/team-invites/s3cr3t/join?x=1',
        'http.url': 'http://localhost:3000/v1/confirm-email?token=abc',
        'url.full': 'http://localhost:3000/unsubscribe/u1',
        'next.route': '/v1/join/[token]',
        'db.statement': 'select "id" from "course_users" where "email" = $1',
        'exception.message': 'no mail for sam@example.com',
      }),
    ).toEqual({
      'http.target': '/api/v1/team-invites/:token/join',
      'http.url': 'http://localhost:3000/v1/confirm-email',
      'url.full': 'http://localhost:3000/unsubscribe/:token',
      'next.route': '/v1/join/:token',
      'db.statement': 'select "id" from "course_users" where "email" = $1',
      'exception.message': 'no mail for [email]',
    })
  })
})

describe('scrubErrorReport', () => {
  it('keeps of the request only its method, bare address and harmless headers, and drops the user', () => {
    const report = scrubErrorReport({
      event_id: 'e1',
      user: { id: 'u1', email: 'sam@example.com', ip_address: '203.0.113.9' },
      request: {
        method: 'POST',
        url: 'http://localhost:3000/api/v1/register?ref=mail',
        query_string: 'ref=mail',
        cookies: { 'solvingtech-session': 'abc' },
        data: { email: 'sam@example.com', password: 'hunter2hunter2' },
        headers: { Cookie: 'solvingtech-session=abc', authorization: 'JWT x', 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' },
        env: { REMOTE_ADDR: '203.0.113.9' },
      },
    })
    expect(report).toEqual({
      event_id: 'e1',
      request: { method: 'POST', url: 'http://localhost:3000/api/v1/register', headers: { 'content-type': 'application/json' } },
    })
  })

  it('scrubs the exception, the breadcrumbs and the extra data, dropping keys that hold learner data', () => {
    const report = scrubErrorReport({
      exception: { values: [{ type: 'Error', value: 'Failed query: insert into "course_users" values ($1)\nparams: sam@example.com' }] },
      breadcrumbs: [{ category: 'console', message: 'Mail to Sam Jones <sam@example.com>: http://x.test/v1/reset-password?token=t' }],
      extra: { learner: { firstName: 'Sam', lastName: 'Jones', company: 'Jones Build Ltd', id: 'u1' }, body: '{"email":"sam@example.com"}' },
      contexts: { runtime: { name: 'node', version: 'v20.20.2' } },
    })
    expect(report).toEqual({
      exception: { values: [{ type: 'Error', value: 'Failed query: [statement and parameters removed]' }] },
      breadcrumbs: [{ category: 'console', message: 'Mail to [email]: http://x.test/v1/reset-password' }],
      extra: { learner: { id: 'u1' } },
      contexts: { runtime: { name: 'node', version: 'v20.20.2' } },
    })
    expect(JSON.stringify(report)).not.toMatch(/sam@|Sam|Jones|token=/)
  })
})
