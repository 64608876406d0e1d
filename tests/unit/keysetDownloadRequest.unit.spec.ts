import { describe, expect, it } from 'vitest'

import { keysetDownloadRequest, keysetPageSize } from '@/plugins/exports/keysetDownloadRequest'

const collections = ['program-signups', 'enrollments']
const asked = (data: Record<string, unknown>) => keysetDownloadRequest({ data: { collectionSlug: 'program-signups', format: 'csv', ...data } }, collections)

describe('keysetDownloadRequest', () => {
  it('takes a CSV of a collection with rows of ours, newest first, 1,000 rows a query', () => {
    expect(asked({})).toEqual({
      collectionSlug: 'program-signups',
      where: {},
      limit: undefined,
      newestFirst: true,
      pageSize: keysetPageSize,
      fileName: 'export-program-signups.csv',
    })
  })

  it("keeps the admin's filter, limit, order, page size and a file name safe in a header", () => {
    const where = { teamSize: { equals: '2-8' } }
    expect(asked({ where, limit: 50, sort: '-createdAt', batchSize: 2, name: 'Leads "May"\r\n2026', page: 1 })).toEqual({
      collectionSlug: 'program-signups',
      where,
      limit: 50,
      newestFirst: true,
      pageSize: 2,
      fileName: 'leads-may-2026-program-signups.csv',
    })
    expect(asked({ sort: 'createdAt', where: null, limit: null, page: null })).toMatchObject({ newestFirst: false, where: {}, limit: undefined })
    expect(asked({ limit: 0 })).toMatchObject({ limit: undefined })
  })

  it.each([
    ['JSON', { format: 'json' }],
    ['another collection', { collectionSlug: 'courses' }],
    ['a later page of a paged export', { page: 2 }],
    ['another order', { sort: 'email' }],
    ['an order given as a list', { sort: ['createdAt'] }],
    ['a negative limit, for the plugin to refuse', { limit: -5 }],
    ['a limit that is not whole', { limit: 2.5 }],
    ['a limit given as text', { limit: '10' }],
    ['a filter that is not an object', { where: 'all' }],
  ])('leaves %s to the plugin', (_, data) => {
    expect(asked(data)).toBeNull()
  })

  it('leaves a body without data, or no body, to the plugin', () => {
    expect(keysetDownloadRequest({ other: true }, collections)).toBeNull()
    expect(keysetDownloadRequest(undefined, collections)).toBeNull()
  })
})
