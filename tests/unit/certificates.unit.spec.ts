import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { certificateFileName, certificatePdfPath, certificatePath, completionRecordText, isCertificateCode } from '@/domains/certificates/contract/rules'
import { longDate } from '@/lib/rules/ukTime'

describe('isCertificateCode', () => {
  it('accepts 32 random bytes in base64url and nothing else', () => {
    for (let i = 0; i < 20; i++) expect(isCertificateCode(randomBytes(32).toString('base64url'))).toBe(true)
    const code = randomBytes(32).toString('base64url')
    for (const value of ['', code.slice(1), `${code}A`, `${code.slice(1)}=`, `${code.slice(1)}/`, `${code.slice(1)}+`, ` ${code.slice(1)}`, '../../etc/passwd', 42, null, undefined, {}]) {
      expect(isCertificateCode(value)).toBe(false)
    }
  })
})

describe('certificate addresses', () => {
  it('are the verification page and its PDF', () => {
    expect(certificatePath('abc')).toBe('/certificates/abc')
    expect(certificatePdfPath('abc')).toBe('/certificates/abc/pdf')
  })
})

describe('certificateFileName', () => {
  it('names the course by a slug of its title', () => {
    expect(certificateFileName('Digital Tools for Small Builders')).toBe('solving-tech-certificate-digital-tools-for-small-builders.pdf')
    expect(certificateFileName('  Quotes & Invoices: 101!  ')).toBe('solving-tech-certificate-quotes-invoices-101.pdf')
    expect(certificateFileName('Café Façades')).toBe('solving-tech-certificate-cafe-facades.pdf')
  })

  it('never leaves the slug empty, and keeps it short', () => {
    expect(certificateFileName('日本語')).toBe('solving-tech-certificate-course.pdf')
    expect(certificateFileName('a'.repeat(200))).toBe(`solving-tech-certificate-${'a'.repeat(60)}.pdf`)
    expect(certificateFileName(`${'a'.repeat(59)} b`)).toBe(`solving-tech-certificate-${'a'.repeat(59)}.pdf`)
  })
})

describe('longDate', () => {
  it('writes the UK date, on the UK calendar day', () => {
    expect(longDate('2026-12-03T10:00:00.000Z')).toBe('3 December 2026')
    // 23:30 UTC in summer is already the next day in London.
    expect(longDate('2026-07-14T23:30:00.000Z')).toBe('15 July 2026')
  })
})

describe('completionRecordText', () => {
  it('says how the lessons were completed, in words', () => {
    expect(completionRecordText({ total: 14, watched: 14, marked: 0 })).toBe('All 14 lessons were watched through in the lesson player.')
    expect(completionRecordText({ total: 14, watched: 9, marked: 5 })).toBe(
      '9 of the 14 lessons were watched through in the lesson player; 5 were marked complete by the learner.',
    )
    expect(completionRecordText({ total: 14, watched: 0, marked: 14 })).toBe(
      '0 of the 14 lessons were watched through in the lesson player; 14 were marked complete by the learner.',
    )
    expect(completionRecordText({ total: 3, watched: 1, marked: 1 })).toBe(
      '1 of the 3 lessons was watched through in the lesson player; 1 was marked complete by the learner; 1 was completed before the site recorded how.',
    )
  })
})
