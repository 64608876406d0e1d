import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from '@/lib/server/csv'

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Jo', '"Smith, Jo"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+44 7700', "'+44 7700"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes numbers as numbers and nothing as an empty cell', () => {
    expect([csvCell(-3), csvCell(0), csvCell(null), csvCell(undefined)]).toEqual(['-3', '0', '', ''])
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF line per row', () => {
    expect(toCsv(['name', 'lessons'], [['Ann', 2], ['=cmd', null]])).toBe("name,lessons\r\nAnn,2\r\n'=cmd,\r\n")
  })
})
