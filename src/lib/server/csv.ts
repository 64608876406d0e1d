/** CSV files staff open in a spreadsheet (RFC 4180, CRLF line ends). */

type Cell = string | number | null | undefined

/**
 * A text a spreadsheet shows as text: a value that starts like a formula (=, +, -, @, tab, carriage return) gets a
 * leading apostrophe, so a name a learner typed can never run as a formula on a staff member's computer.
 */
export const spreadsheetText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/** One cell: numbers as they are, text guarded against formulas and quoted when it holds a comma, quote or line break. */
export const csvCell = (value: Cell): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = spreadsheetText(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: the header row, then one line per row. */
export const toCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
