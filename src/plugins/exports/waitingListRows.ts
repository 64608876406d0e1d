import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

import type { ProgramSignup } from '@/payload-types'
import { spreadsheetText } from '@/lib/server/csv'
import { teamSizeLabel } from '../../lib/validation/teamSizes'

export const waitingListColumns = ['name', 'email', 'company', 'teamSize', 'consent', 'signedUpAt', 'placeConfirmedAt'] as const

/** One signup as staff read it in a spreadsheet: name, email, company, team size, consent, dates; typed text never runs as a formula. */
export const waitingListRow = (signup: ProgramSignup): Record<(typeof waitingListColumns)[number], string> => ({
  name: spreadsheetText(signup.name),
  email: spreadsheetText(signup.email),
  company: spreadsheetText(signup.company ?? ''),
  teamSize: teamSizeLabel(signup.teamSize, ''),
  consent: signup.consent ? 'Yes' : 'No',
  signedUpAt: signup.createdAt,
  placeConfirmedAt: signup.confirmedAt ?? '',
})

/** The waiting list in the plugin's own downloads (JSON, or a later page of a paged export). */
export const waitingListRows: ExportBeforeHook = ({ originalData }) => (originalData as ProgramSignup[]).map(waitingListRow)
