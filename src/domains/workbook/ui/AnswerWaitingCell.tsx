import type { DefaultServerCellComponentProps } from 'payload'

import { waitedFor } from '@/lib/rules/workbook'

/** "Answers to review": how long a sent answer has waited for a reply, in words; nothing once replied or never sent. */
export const AnswerWaitingCell = ({ rowData }: Partial<Pick<DefaultServerCellComponentProps, 'rowData'>>) => {
  if (rowData?.status !== 'waiting' || !rowData.sentAt) return <span>—</span>
  return <span>{waitedFor(new Date(rowData.sentAt as string), new Date())}</span>
}
