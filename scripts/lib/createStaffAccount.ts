import { createLocalReq, getPayload, ValidationError } from 'payload'

import config from '../../payload.config'
import { recordAuditEvent } from '../../src/domains/audit/recordAuditEvent'

/** Creates one staff account through the Local API (so every rule of the users collection applies). */
export const createStaffAccount = async (email: string, password: string): Promise<void> => {
  const payload = await getPayload({ config })
  const { totalDocs: existingStaff } = await payload.count({ collection: 'users' })
  const { totalDocs: sameEmail } = await payload.count({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } } })
  if (sameEmail > 0) throw new Error(`A staff account for ${email} exists already; use "Forgot password" on /admin to change its password.`)
  try {
    await payload.create({ collection: 'users', data: { email, password, name: email.split('@')[0] } })
  } catch (error) {
    if (error instanceof ValidationError) throw new Error(error.data.errors.map((item) => item.message).join(' '))
    throw error
  }
  if (existingStaff === 0) {
    await recordAuditEvent(await createLocalReq({}, payload), {
      event: 'staff-first-account-created',
      outcome: 'success',
      accountType: 'staff',
      accountEmail: email.trim().toLowerCase(),
      clientAddress: 'server',
      detail: 'created with npm run staff:create',
    })
  }
  await payload.destroy()
}
