import type { PayloadRequest } from 'payload'

/**
 * How many rows a staff download wrote, as the handler that wrote it tells `staffExportHandler`, which records the
 * export in the audit trail: a number, or a promise of one for a file streamed after the response has started.
 */
type ExportRows = number | Promise<number>

const exportRowsKey = 'staffExportRows'

export const noteExportRows = (req: PayloadRequest, rows: ExportRows): void => {
  req.context[exportRowsKey] = rows
}

export const exportRowsOf = (req: PayloadRequest): ExportRows | undefined => req.context[exportRowsKey] as ExportRows | undefined
