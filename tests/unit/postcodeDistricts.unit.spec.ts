import { describe, expect, it } from 'vitest'

import { normaliseDistrict, placeDistrict } from '@/lib/rules/postcodeDistricts'

describe('a postcode district', () => {
  it('is placed in its nation and region', () => {
    expect(placeDistrict('CF10')).toEqual({ district: 'CF10', nation: 'Wales', region: 'Wales' })
    expect(placeDistrict('EH1')).toEqual({ district: 'EH1', nation: 'Scotland', region: 'Scotland' })
    expect(placeDistrict('BT1')).toEqual({ district: 'BT1', nation: 'Northern Ireland', region: 'Northern Ireland' })
    expect(placeDistrict('SW1A')).toEqual({ district: 'SW1A', nation: 'England', region: 'London' })
    expect(placeDistrict('LS1')).toEqual({ district: 'LS1', nation: 'England', region: 'Yorkshire and the Humber' })
  })

  it('is placed by its number where its area crosses a border', () => {
    expect(placeDistrict('CH5')?.nation).toBe('Wales')
    expect(placeDistrict('CH41')).toMatchObject({ nation: 'England', region: 'North West' })
    expect(placeDistrict('SY23')?.nation).toBe('Wales')
    expect(placeDistrict('SY1')?.region).toBe('West Midlands')
    expect(placeDistrict('TD15')?.nation).toBe('England')
    expect(placeDistrict('TD1')?.nation).toBe('Scotland')
    expect(placeDistrict('KT2')?.region).toBe('London')
    expect(placeDistrict('KT22')?.region).toBe('South East')
  })

  it('keeps only the outward code, in capitals, of whatever was typed', () => {
    expect(normaliseDistrict(' cf10 1aa ')).toBe('CF10')
    expect(normaliseDistrict('sw1a1aa')).toBe('SW1A')
    expect(normaliseDistrict('ec1v')).toBe('EC1V')
    expect(normaliseDistrict('E1 6AN')).toBe('E1')
  })

  it('is refused when it is not a UK district', () => {
    for (const input of ['', '12', 'ZZ1', 'GY1', 'IM1', 'SW12A', 'CARDIFF', 'CF1000']) expect(placeDistrict(input)).toBeNull()
  })
})
