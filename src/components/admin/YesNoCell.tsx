import type { CheckboxFieldClient, DefaultServerCellComponentProps } from 'payload'

/**
 * A checkbox column in the admin's lists, in words: "Yes" or "No" (Payload's own cell shows "true" or "false").
 * A value never set stays empty, as other empty cells do. Every checkbox field gets it (src/plugins/adminFormats).
 */
export const YesNoCell = ({ cellData }: Pick<DefaultServerCellComponentProps<CheckboxFieldClient, boolean | null | undefined>, 'cellData'>) => {
  if (cellData === true) return <span>Yes</span>
  if (cellData === false) return <span>No</span>
  return null
}
