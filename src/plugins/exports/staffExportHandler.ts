import type { PayloadHandler, PayloadRequest } from 'payload'

import { isStaffRequest } from '../../access'
import type { AuditOutcome } from '@/domains/audit'
import { recordAuditEvent } from '@/domains/audit'
import { exportRowsOf } from './exportRows'
import { forbiddenResponse } from './forbiddenResponse'

type Describe = string | ((req: PayloadRequest) => string | Promise<string>)

const outcomeOf = (response: Response): AuditOutcome => (response.ok ? 'success' : response.status === 403 ? 'refused' : 'failure')

const rowsText = (rows: number | undefined, complete: boolean): string =>
  rows === undefined ? '' : complete ? ` · ${rows} ${rows === 1 ? 'row' : 'rows'}` : ` · stopped after ${rows} rows`

/** Staff only: a preview on the admin's export screen, or the import collection's endpoints. */
export const staffOnly =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) =>
    isStaffRequest(req) ? handler(req) : forbiddenResponse()

/**
 * Staff only, and every export a staff member runs goes into the audit trail: `describe` names what was exported
 * (the endpoint's path and query, or the collection and filter the request asked for), followed by the rows the
 * handler wrote (./exportRows). A file streamed after the response has started is recorded when it ends.
 */
export const staffExportHandler =
  (handler: PayloadHandler, describe: Describe): PayloadHandler =>
  async (req) => {
    if (!isStaffRequest(req)) return forbiddenResponse()
    const response = await handler(req)
    const what = typeof describe === 'string' ? describe : await describe(req)
    const record = (outcome: AuditOutcome, rows: number | undefined, complete = true) =>
      recordAuditEvent(req, {
        event: 'staff-export',
        outcome,
        accountType: 'staff',
        accountEmail: (req.user as { email?: string } | null)?.email,
        detail: `${what}${rowsText(rows, complete)}`,
      })
    const rows = exportRowsOf(req)
    if (rows instanceof Promise) {
      rows
        .then(
          (written) => record(outcomeOf(response), written),
          (stopped: { rows?: number }) => record('failure', stopped?.rows ?? 0, false),
        )
        .catch((error: unknown) => req.payload.logger.error({ err: error, msg: `Could not record the export "${what}" in the audit trail` }))
    } else {
      await record(outcomeOf(response), rows)
    }
    return response
  }
