'use client'

import { useRef } from 'react'

import { useDisclosure } from '@/ui/useDisclosure'
import { useDismiss } from '@/ui/useDismiss'

/** The header's "More" dropdown: a disclosure button with a list of links; Escape or a click outside closes it. */
export const MoreMenu = ({ links }: { links: readonly { href: string; label: string }[] }) => {
  const { open, close, panelId, buttonProps } = useDisclosure()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useDismiss(open, close, container, () => button.current?.focus())

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        {...buttonProps}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-navy-900 hover:bg-navy-100"
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <ul id={panelId} hidden={!open} className="absolute right-0 mt-2 w-56 rounded-lg border border-navy-100 bg-white p-2 shadow-lg">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="block min-h-11 rounded-md px-3 py-2.5 text-navy-900 hover:bg-navy-100" onClick={close}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
