import { describe, expect, it } from 'vitest'

import { comingSoonSentence } from '@/components/catalogue/CatalogueSections'
import { isId } from '@/lib/rules/ids'
import { formatPrice } from '@/lib/rules/price'
import { isActive } from '@/lib/rules/navigation'
import { progressPercentage, progressStats } from '@/lib/rules/progress'
import { parseAddress } from '@/domains/mail/parseAddress'
import { normalizeEmail } from '@/lib/rules/normalizeEmail'
import { firstStaffSetupCode, isFirstStaffSetupCode } from '@/domains/staffAccounts/setupCode'
import { isStaffPasswordLongEnough, staffPasswordMinLength, staffPasswordTooShortMessage } from '@/domains/staffAccounts/staffPassword'

describe('isId', () => {
  it('accepts UUIDs in either case and nothing else', () => {
    expect(isId('00000000-0000-4000-8000-000000000000')).toBe(true)
    expect(isId('A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D')).toBe(true)
    for (const value of ['', '1', 'not-a-uuid', '00000000-0000-4000-8000-00000000000', ' 00000000-0000-4000-8000-000000000000', 42, null, undefined, {}]) {
      expect(isId(value)).toBe(false)
    }
  })
})

describe('formatPrice', () => {
  it('writes pounds as in the UK, with pence', () => {
    expect(formatPrice(49)).toBe('£49.00')
    expect(formatPrice(0)).toBe('£0.00')
    expect(formatPrice(1234.5)).toBe('£1,234.50')
  })
})

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ada.Brick@Example.TEST \n')).toBe('ada.brick@example.test')
    expect(normalizeEmail('plain@example.test')).toBe('plain@example.test')
  })
})

describe('parseAddress', () => {
  it('splits "Name <address>", quoted or not, and keeps a bare address nameless', () => {
    expect(parseAddress('Solving Tech <hello@solvingtech.test>')).toEqual({ name: 'Solving Tech', address: 'hello@solvingtech.test' })
    expect(parseAddress(' "Solving Tech" < hello@solvingtech.test > ')).toEqual({ name: 'Solving Tech', address: 'hello@solvingtech.test' })
    expect(parseAddress('<hello@solvingtech.test>')).toEqual({ name: '', address: 'hello@solvingtech.test' })
    expect(parseAddress('  hello@solvingtech.test ')).toEqual({ name: '', address: 'hello@solvingtech.test' })
  })
})

describe('isActive (navigation)', () => {
  it('matches /v1 exactly and every other item by path prefix', () => {
    expect(isActive('/v1', '/v1')).toBe(true)
    expect(isActive('/v1', '/v1/dashboard')).toBe(false)
    expect(isActive('/v1/dashboard', '/v1/dashboard')).toBe(true)
    expect(isActive('/v1/courses', '/v1/courses/abc')).toBe(true)
    expect(isActive('/v1/courses', '/v1/coursesx')).toBe(false)
    expect(isActive('/v1/mission', '/v1/courses')).toBe(false)
  })
})

describe('progressPercentage (CONTRACT.md)', () => {
  it('rounds 100 * completed / total, and is 0 when there is nothing to complete', () => {
    expect(progressPercentage(1, 14)).toBe(7)
    expect(progressPercentage(1, 3)).toBe(33)
    expect(progressPercentage(2, 3)).toBe(67)
    expect(progressPercentage(14, 14)).toBe(100)
    expect(progressPercentage(0, 0)).toBe(0)
  })
})

describe('progressStats (dashboard figures)', () => {
  const item = (completedLessons: number, totalLessons: number, progressPercentage: number) => ({
    id: 'e',
    course: { id: 'c', title: 't', summary: 's', isFree: true },
    progressPercentage,
    totalLessons,
    completedLessons,
    nextLessonId: null,
  })

  it('adds the lessons over all courses and rounds the overall percentage', () => {
    expect(progressStats([item(1, 14, 7), item(3, 3, 100)])).toEqual({
      totalCourses: 2,
      completedCourses: 1,
      completedLessons: 4,
      totalLessons: 17,
      overallPercentage: 24,
    })
    expect(progressStats([item(1, 3, 33), item(1, 3, 33)])).toMatchObject({ overallPercentage: 33 })
    expect(progressStats([item(2, 3, 67)])).toMatchObject({ overallPercentage: 67 })
  })

  it('gives zeros with no courses or no lessons', () => {
    expect(progressStats([])).toEqual({ totalCourses: 0, completedCourses: 0, completedLessons: 0, totalLessons: 0, overallPercentage: 0 })
    expect(progressStats([item(0, 0, 0)])).toMatchObject({ totalCourses: 1, completedCourses: 0, overallPercentage: 0 })
  })
})

describe('staff passwords', () => {
  it('need at least 12 characters, and the message says so', () => {
    expect(staffPasswordMinLength).toBe(12)
    expect(isStaffPasswordLongEnough('a'.repeat(11))).toBe(false)
    expect(isStaffPasswordLongEnough('a'.repeat(12))).toBe(true)
    expect(staffPasswordTooShortMessage).toBe('Staff passwords must be at least 12 characters long.')
  })
})

describe('first staff setup code', () => {
  const secret = 'a-test-secret'

  it('is four groups of four Crockford base32 characters, the same for the same secret', () => {
    const code = firstStaffSetupCode(secret)
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
    expect(firstStaffSetupCode(secret)).toBe(code)
    expect(firstStaffSetupCode('another-secret')).not.toBe(code)
  })

  it('accepts the code whatever its case, spaces and dashes, and refuses anything else', () => {
    const code = firstStaffSetupCode(secret)
    expect(isFirstStaffSetupCode(code, secret)).toBe(true)
    expect(isFirstStaffSetupCode(` ${code.toLowerCase().replaceAll('-', ' ')} `, secret)).toBe(true)
    expect(isFirstStaffSetupCode(code.replaceAll('-', ''), secret)).toBe(true)
    expect(isFirstStaffSetupCode(firstStaffSetupCode('another-secret'), secret)).toBe(false)
    expect(isFirstStaffSetupCode(code.slice(0, -1), secret)).toBe(false)
    expect(isFirstStaffSetupCode('', secret)).toBe(false)
    expect(isFirstStaffSetupCode(undefined, secret)).toBe(false)
    expect(isFirstStaffSetupCode(`${code}${' '.repeat(200)}`, secret)).toBe(false)
  })
})

describe('the catalogue banner', () => {
  it('counts the coming-soon courses in words, and says no date', () => {
    expect(comingSoonSentence(1)).toBe('One more course is on the way.')
    expect(comingSoonSentence(6)).toBe('Six more courses are on the way.')
    expect(comingSoonSentence(12)).toBe('12 more courses are on the way.')
  })
})
