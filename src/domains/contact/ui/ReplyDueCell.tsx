import type { DefaultServerCellComponentProps } from 'payload'

import { replyStanding } from '@/lib/rules/replyDue'

/**
 * The contact messages' "Reply" column: how long is left to reply within the time the contact page promised for the
 * message's topic, or how late it is ("Overdue by 3 hours"), in words; "Answered" once ticked.
 */
export const ReplyDueCell = ({ rowData }: Pick<DefaultServerCellComponentProps, 'rowData'>) => {
  const standing = replyStanding(rowData.replyBy as string | null, rowData.isHandled === true, new Date())
  return standing.startsWith('Overdue') ? <strong>{standing}</strong> : <span>{standing}</span>
}
