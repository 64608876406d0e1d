import type { PayloadRequest } from 'payload'

import { toCsv } from '@/lib/server/csv'
import { noteExportRows } from '../exports/exportRows'

/**
 * A CSV file the browser saves under `fileName`, never cached (it holds learners' details); its rows are noted for
 * the audit trail's record of the export.
 */
export const csvDownload = (req: PayloadRequest, fileName: string, header: readonly string[], rows: Parameters<typeof toCsv>[1]): Response => {
  noteExportRows(req, rows.length)
  return new Response(toCsv(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
