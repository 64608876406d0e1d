import type { ReactNode } from 'react'

import { neededLabel, type StoredItem } from '@/lib/rules/storageWeUse'

const columns = ['Name', 'Type', 'What it does', 'How long', 'Needed?'] as const

/** A name that may wrap only after its separators (-, ., :), never inside a word. */
const breakable = (name: string): ReactNode[] =>
  name.split(/(?<=[-.:])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))

/** A cell; on a phone, where the column headings are hidden, it shows its own heading before the value. */
const Cell = ({ label, children }: { label: string; children: ReactNode }) => (
  <td role="cell" className="block py-0.5 sm:table-cell sm:py-3 sm:pr-3 sm:align-top">
    <span aria-hidden="true" className="font-semibold sm:hidden">
      {label}:{' '}
    </span>
    {children}
  </td>
)

/**
 * Cookies and storage as a table. On a phone each row stacks into a block, so nothing scrolls sideways; the explicit
 * roles keep it a table for screen readers once CSS changes how it displays.
 */
export const StorageTable = ({ id, caption, items }: { id: string; caption: string; items: readonly StoredItem[] }) => (
  <table role="table" aria-labelledby={id} className="block w-full border-collapse text-left text-base sm:table">
    <caption id={id} className="block pb-3 text-left text-xl font-bold text-navy-900 sm:table-caption">
      {caption}
    </caption>
    <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
      <tr role="row" className="border-b-2 border-navy-900">
        {columns.map((column) => (
          <th key={column} role="columnheader" scope="col" className="py-2 pr-3 align-bottom">
            {column}
          </th>
        ))}
      </tr>
    </thead>
    <tbody role="rowgroup" className="block sm:table-row-group">
      {items.map((item) => (
        <tr key={item.name} role="row" className="block border-b border-navy-100 py-3 sm:table-row">
          <th role="rowheader" scope="row" className="block pb-1 text-left font-normal sm:table-cell sm:py-3 sm:pr-3 sm:align-top">
            <code className="font-semibold break-words text-navy-900">{breakable(item.name)}</code>
          </th>
          <Cell label="Type">{item.kind}</Cell>
          <Cell label="What it does">{item.purpose}</Cell>
          <Cell label="How long">{item.lasts}</Cell>
          <Cell label="Needed">{neededLabel[item.needed]}</Cell>
        </tr>
      ))}
    </tbody>
  </table>
)
