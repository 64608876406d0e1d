import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

import type { ProgramSignup } from '@/payload-types'
import { spreadsheetText } from '@/lib/rules/csv'
import { teamSizeLabel } from '../../lib/validation/teamSizes'

/** The waiting list as staff read it in a spreadsheet: name, email, company, team size, consent, date; typed text never runs as a formula. */
export const waitingListRows: ExportBeforeHook = ({ originalData }) =>
  (originalData as ProgramSignup[]).map((signup) => ({
    name: spreadsheetText(signup.name),
    email: spreadsheetText(signup.email),
    company: spreadsheetText(signup.company ?? ''),
    teamSize: teamSizeLabel(signup.teamSize, ''),
    consent: signup.consent ? 'Yes' : 'No',
    signedUpAt: signup.createdAt,
  }))
