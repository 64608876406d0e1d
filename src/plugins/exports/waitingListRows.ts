import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

import type { ProgramSignup } from '@/payload-types'
import { teamSizeLabel } from '../../lib/validation/teamSizes'

/** The waiting list as staff read it in a spreadsheet: name, email, company, team size, consent, date. */
export const waitingListRows: ExportBeforeHook = ({ originalData }) =>
  (originalData as ProgramSignup[]).map((signup) => ({
    name: signup.name,
    email: signup.email,
    company: signup.company ?? '',
    teamSize: teamSizeLabel(signup.teamSize, ''),
    consent: signup.consent ? 'Yes' : 'No',
    signedUpAt: signup.createdAt,
  }))
