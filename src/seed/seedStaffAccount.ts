import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/server/env'
import { isStaffPasswordLongEnough, staffPasswordMinLength } from '@/domains/staffAccounts'

/** With SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD set, creates that staff account when no staff exists yet. */
export const seedStaffAccount = async (payload: Payload, req?: PayloadRequest): Promise<void> => {
  const admin = env.seedAdmin
  if (!admin) return
  const { totalDocs } = await payload.count({ collection: 'users', req })
  if (totalDocs > 0) return
  if (!isStaffPasswordLongEnough(admin.password)) {
    throw new Error(`SEED_ADMIN_PASSWORD is too short: staff passwords need at least ${staffPasswordMinLength} characters.`)
  }
  await payload.create({ collection: 'users', req, data: { email: admin.email, password: admin.password, name: 'Administrator' } })
  payload.logger.info('[seed] Created the staff account of SEED_ADMIN_EMAIL')
}
