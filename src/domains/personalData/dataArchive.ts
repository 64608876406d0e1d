import 'server-only'

import { strToU8, zipSync, type Zippable } from 'fflate'

import { toCsv } from '@/lib/server/csv'

import type { DataSection } from './learnerData'

/** A part of the learner's data that a copy leaves out, by name, with what it is. */
export type LeftOutSection = { name: string; about: string }

/** What staff's copy says of the parts it leaves out. */
const leftOutOfStaffCopy = (leftOut: LeftOutSection[]): string[] => [
  '',
  'Left out of this copy, which staff made for you: the parts we only ever count in groups of five or more, and never read one by one.',
  ...leftOut.map((section) => `${section.name}: ${section.about}`),
  'You can download them yourself: sign in, open Account, and choose "Download my data".',
]

const readme = (sections: DataSection[], leftOut: LeftOutSection[], madeAt: Date): string =>
  [
    'Your data from Solving Tech',
    '',
    `Made on ${madeAt.toISOString()}. Every part comes twice: as JSON (for another service) and as CSV (for a spreadsheet).`,
    '',
    ...sections.map((section) => `${section.name}: ${section.about} (${section.rows.length} ${section.rows.length === 1 ? 'row' : 'rows'})`),
    ...(leftOut.length > 0 ? leftOutOfStaffCopy(leftOut) : []),
    '',
    'To correct anything, change it on your profile or account page, or email us. To close your account, use "Close my account" on your account page.',
    '',
  ].join('\r\n')

/**
 * The download: a ZIP with a README and each section as JSON and as CSV (text that starts like a formula is guarded).
 * The README names the parts this copy leaves out (staff's copy: the learner-only ones).
 */
export const learnerDataArchive = (sections: DataSection[], leftOut: LeftOutSection[], madeAt = new Date()): Uint8Array => {
  const files: Zippable = { 'README.txt': strToU8(readme(sections, leftOut, madeAt)) }
  for (const section of sections) {
    files[`${section.name}.json`] = strToU8(JSON.stringify(section.rows, null, 2))
    files[`${section.name}.csv`] = strToU8(
      toCsv(
        section.columns,
        section.rows.map((row) => section.columns.map((column) => (typeof row[column] === 'boolean' ? String(row[column]) : (row[column] as string | number | null)))),
      ),
    )
  }
  return zipSync(files, { level: 6, mtime: madeAt })
}

/** The download's file name, e.g. "solving-tech-my-data-2026-11-26.zip". */
export const learnerDataFileName = (madeAt = new Date()): string => `solving-tech-my-data-${madeAt.toISOString().slice(0, 10)}.zip`
