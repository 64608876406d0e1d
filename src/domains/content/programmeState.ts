import 'server-only'

import type { Payload } from 'payload'

import { programmeStateOf, type ProgrammeState } from '@/lib/rules/programmeLaunch'

/**
 * The programme's state as staff set it now (Landing → Programme state), read afresh: for mails and the admin home,
 * which must not say what a cached page said.
 */
export const findProgrammeState = async (payload: Payload): Promise<ProgrammeState> =>
  programmeStateOf((await payload.findGlobal({ slug: 'landing', depth: 0, overrideAccess: true })).programme)
