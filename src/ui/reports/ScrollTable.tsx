import type { ReactNode } from 'react'

/**
 * A wide table that scrolls inside its own box on a phone; the box takes focus, so the keyboard can scroll it too.
 * Both are named by the element `labelledBy` names: a heading on the page, or the table's own `caption`. `columns`
 * are the column headings; `children` the table's body.
 */
export const ScrollTable = ({
  labelledBy,
  caption,
  columns,
  children,
}: {
  labelledBy: string
  caption?: string
  columns: readonly string[]
  children: ReactNode
}) => (
  <div className="staff-report__scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
    <table aria-labelledby={caption ? undefined : labelledBy}>
      {caption && <caption id={labelledBy}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  </div>
)
