import { toCsv } from '@/lib/rules/csv'

/** A CSV file the browser saves under `fileName`, never cached (it holds learners' details). */
export const csvDownload = (fileName: string, header: readonly string[], rows: Parameters<typeof toCsv>[1]): Response =>
  new Response(toCsv(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
