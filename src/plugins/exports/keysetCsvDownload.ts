import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { csvCell } from '@/lib/server/csv'
import { noteExportRows } from './exportRows'
import type { KeysetDownloadRequest } from './keysetDownloadRequest'

type Row = Record<string, unknown>
type Doc = { id: string | number; createdAt: string }

/** What one collection's download needs: how deep to read each page, its columns, and how a page of documents becomes rows. */
export type CsvRowSource = {
  depth: number
  columns: readonly string[]
  toRows: (docs: Doc[], req: PayloadRequest) => Promise<Row[]> | Row[]
}

const byteOrderMark = '\uFEFF'

/**
 * Documents after `last` in the order (createdAt, id), ascending or descending: the keyset for the next page. The
 * bound on createdAt alone comes first so Postgres reads the createdAt index from there, not the whole table.
 */
const after = (last: Doc | undefined, newestFirst: boolean): Where => {
  if (!last) return {}
  const [beyond, from] = newestFirst ? (['less_than', 'less_than_equal'] as const) : (['greater_than', 'greater_than_equal'] as const)
  return { and: [{ createdAt: { [from]: last.createdAt } }, { or: [{ createdAt: { [beyond]: last.createdAt } }, { id: { [beyond]: last.id } }] }] }
}

const csvLines = (columns: readonly string[], rows: Row[]): string =>
  rows.map((row) => columns.map((column) => csvCell(row[column] as Parameters<typeof csvCell>[0])).join(',') + '\r\n').join('')

/**
 * A CSV download that reads the collection a page at a time after the last row written (keyset paging), as the
 * browser takes the file: each page is one indexed query with no OFFSET and no count, and the server holds one page
 * at a time, so the time grows with the rows and the memory only with what the garbage collector has yet to free
 * (bench/README.md). The first page is read before
 * answering, so a filter the database refuses is a 400, not a broken file; a failure later ends the file early and
 * is logged. The rows written are noted for the audit trail when the file ends (./exportRows).
 */
export const keysetCsvDownload = async (req: PayloadRequest, request: KeysetDownloadRequest, source: CsvRowSource): Promise<Response> => {
  const { where, limit, newestFirst, pageSize } = request
  const collection = request.collectionSlug as CollectionSlug
  let written = 0
  let last: Doc | undefined

  const nextPage = async (): Promise<Doc[]> => {
    const size = Math.min(pageSize, (limit ?? Number.POSITIVE_INFINITY) - written)
    if (size <= 0) return []
    const { docs } = await req.payload.find({
      collection,
      where: { and: [where, after(last, newestFirst)] },
      sort: newestFirst ? ['-createdAt', '-id'] : ['createdAt', 'id'],
      limit: size,
      pagination: false,
      depth: source.depth,
      overrideAccess: false,
      user: req.user,
    })
    return docs as unknown as Doc[]
  }

  const chunkOf = async (docs: Doc[]): Promise<string> => {
    const rows = await source.toRows(docs, req)
    written += docs.length
    last = docs.at(-1)
    return csvLines(source.columns, rows)
  }

  const firstDocs = await nextPage()
  let ended: { resolve: (rows: number) => void; reject: (stopped: { rows: number }) => void } | undefined
  const rowsWritten = new Promise<number>((resolve, reject) => (ended = { resolve, reject }))
  rowsWritten.catch(() => undefined)
  noteExportRows(req, rowsWritten)
  const encoder = new TextEncoder()
  let pending: Doc[] | undefined = firstDocs
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(byteOrderMark + source.columns.join(',') + '\r\n'))
      },
      async pull(controller) {
        try {
          const docs = pending ?? (await nextPage())
          pending = undefined
          if (docs.length === 0) {
            controller.close()
            ended?.resolve(written)
            return
          }
          controller.enqueue(encoder.encode(await chunkOf(docs)))
        } catch (error) {
          req.payload.logger.error({ err: error, msg: `The ${collection} CSV download stopped after ${written} rows` })
          controller.error(error)
          ended?.reject({ rows: written })
        }
      },
      cancel() {
        ended?.reject({ rows: written })
      },
    },
    { highWaterMark: 0 },
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${request.fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
