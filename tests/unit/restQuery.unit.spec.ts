import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { restQueryProblem } from '@/lib/rules/restQuery'

const types: Record<string, string> = { id: 'id', title: 'text', price: 'number', status: 'select', 'course.title': 'text', createdAt: 'date' }

/** The query string as Payload's REST routes parse it. */
const problem = (queryString: string) => restQueryProblem(parse(queryString, { depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>, (path) => types[path])

describe("the query strings Payload's REST routes are asked", () => {
  it('lets through what the admin and the API docs send', () => {
    for (const ok of [
      '',
      '?limit=10&page=2&depth=1&sort=-createdAt',
      '?where[title][equals]=Solving%20Tech',
      '?where[or][0][title][like]=tech&where[or][1][summary][like]=tech',
      '?where[and][0][course][equals]=abc&where[and][1][isPreview][equals]=true',
      '?where[id][in]=a,b,c',
      '?where[id][in][0]=a&where[id][in][1]=b',
      '?select[title]=true&select[summary]=true',
      '?draft=false&trash=false',
    ]) {
      expect(problem(ok), ok).toBeNull()
    }
  })

  it('refuses a NUL anywhere, in a value or a key', () => {
    expect(problem('?where[title][equals]=a%00b')).toBe('Text must not contain the NUL character')
    expect(problem('?where[ti%00tle][equals]=a')).toBe('Text must not contain the NUL character')
    expect(problem('?sort=%00')).toBe('Text must not contain the NUL character')
  })

  it('refuses a one-value parameter given twice or as a structure', () => {
    expect(problem('?limit=1&limit=2')).toBe('limit may be given once, as one value.')
    expect(problem('?page[x]=1')).toBe('page may be given once, as one value.')
    expect(problem('?depth=1&depth=2')).toBe('depth may be given once, as one value.')
  })

  it('refuses a filter whose shape no operator takes', () => {
    expect(problem('?where[title][like][0]=a')).toBe('The filter where[title][like] takes one value.')
    expect(problem('?where[title][equals][x]=a')).toBe('The filter where[title][equals] takes one value.')
    expect(problem('?where[title]=a')).toBe('The filter where[title] must name a condition, e.g. where[title][equals]=...')
    expect(problem('?where=1')).toBe('The filter where must name a field and a condition, e.g. where[title][equals]=...')
    expect(problem('?where[or]=1')).toBe('The filter where[or] must be a list of filters.')
    expect(problem('?where[or][0][title][like][0]=a')).toBe('The filter where[or][0][title][like] takes one value.')
    expect(problem('?where[title][bogus]=a')).toBe('The filter where[title] has no condition called "bogus".')
    expect(problem('?where[title][near]=1,2')).toBe('The filter where[title] has no condition called "near".')
    expect(problem('?where[tags][all]=a,b')).toBe('The filter where[tags] has no condition called "all".')
    expect(problem('?where[title][0]=a')).toBe('The filter where[title] must name a condition, e.g. where[title][equals]=...')
    expect(problem('?where[id][in][x][y]=a')).toBe('The filter where[id][in] takes a list of values, e.g. where[id][in]=a,b.')
    expect(problem('?where[title][exists][0]=true')).toBe('The filter where[title][exists] takes one value.')
  })

  it('refuses a text search on a field that is not text, and lets one on text through', () => {
    expect(problem('?where[price][like]=1')).toBe('The filter where[price][like] searches text, and price is not text: use equals.')
    expect(problem('?where[id][contains]=a')).toBe('The filter where[id][contains] searches text, and id is not text: use equals.')
    expect(problem('?where[or][0][status][not_like]=x')).toBe('The filter where[or][0][status][not_like] searches text, and status is not text: use equals.')
    expect(problem('?where[title][like]=tech&where[course.title][contains]=x&where[unknown][like]=x')).toBeNull()
  })
})
