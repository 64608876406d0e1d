import type { PayloadHandler, PayloadRequest } from 'payload'

import { isStaffRequest } from '../../access'
import { recordAuditEvent } from '@/lib/server/audit/recordAuditEvent'
import { forbiddenResponse } from './forbiddenResponse'

/**
 * Staff only, and every export a staff member runs goes into the audit trail: `detail` names what was exported (the
 * endpoint's path, or what the request asked for).
 */
export const staffOnlyHandler =
  (handler: PayloadHandler, detail: string | ((req: PayloadRequest) => string)): PayloadHandler =>
  async (req) => {
    if (!isStaffRequest(req)) return forbiddenResponse()
    const response = await handler(req)
    await recordAuditEvent(req, {
      event: 'staff-export',
      outcome: response.ok ? 'success' : 'failure',
      accountType: 'staff',
      accountEmail: (req.user as { email?: string } | null)?.email,
      detail: typeof detail === 'string' ? detail : detail(req),
    })
    return response
  }
