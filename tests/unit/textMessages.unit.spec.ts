import { describe, expect, it } from 'vitest'

import { ukMobile, ukMobileLabel } from '@/lib/rules/textMessages'

describe('a UK mobile number', () => {
  it('is taken the ways people write it, and kept in the international form', () => {
    for (const written of ['07700 900123', '07700900123', '+44 7700 900123', '+44 (0)7700 900123', '0044 7700-900123', '447700900123', '(07700) 900 123']) {
      expect(ukMobile(written), written).toBe('+447700900123')
    }
  })

  it('is refused when it is a landline, foreign, too short or too long, or not a number', () => {
    for (const written of ['020 7946 0000', '01632 960123', '+33 6 12 34 56 78', '07700 90012', '07700 9001234', 'seven seven', '']) {
      expect(ukMobile(written), written).toBeNull()
    }
  })

  it('is shown as a UK reader writes their own', () => {
    expect(ukMobileLabel('+447700900123')).toBe('07700 900123')
  })
})
