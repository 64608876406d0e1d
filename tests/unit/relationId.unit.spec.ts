import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/rules/ids'

describe('the id a relationship holds', () => {
  it('reads it from the document Payload populated, or the id itself', () => {
    expect(relationId({ id: 'c4954244', title: 'Lesson 1' })).toBe('c4954244')
    expect(relationId('c4954244')).toBe('c4954244')
    expect(relationId(42)).toBe('42')
  })

  it('is null for an empty relationship or anything that is not one', () => {
    for (const empty of [null, undefined, true, { title: 'no id' }]) expect(relationId(empty)).toBeNull()
  })
})
