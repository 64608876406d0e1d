import type { CollectionSlug } from 'payload'

import type { Enrollment, ProgramSignup } from '@/payload-types'
import type { CsvRowSource } from './keysetCsvDownload'
import { learnerProgress, learnerProgressColumns } from './learnerProgressRows'
import { waitingListColumns, waitingListRow } from './waitingListRows'

/** The collections staff download as CSV, each with the rows of ours it is written as. */
export const csvRowSources: Partial<Record<CollectionSlug, CsvRowSource>> = {
  'program-signups': {
    depth: 0,
    columns: waitingListColumns,
    toRows: (docs) => (docs as unknown as ProgramSignup[]).map(waitingListRow),
  },
  enrollments: {
    depth: 1,
    columns: learnerProgressColumns,
    toRows: (docs, req) => learnerProgress(docs as unknown as Enrollment[], req),
  },
}
