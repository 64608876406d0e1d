'use client'

import { useCallback, useRef, type ReactNode } from 'react'

import { MenuToggle } from '@/ui/MenuToggle'
import { useDisclosure } from '@/ui/useDisclosure'
import { useDismiss } from '@/ui/useDismiss'

import { signInLink } from '@/lib/rules/siteLinks'

type Link = { href: string; label: string; accent?: boolean }

const itemClass = 'block min-h-11 rounded-md px-3 py-2.5 font-semibold text-navy-900 hover:bg-navy-100'

const MenuLinks = ({ links, onChoose, labelledBy }: { links: readonly Link[]; onChoose: () => void; labelledBy?: string }) => (
  <ul aria-labelledby={labelledBy}>
    {links.map((link) => (
      <li key={link.href}>
        <a href={link.href} className={link.accent ? `${itemClass} text-accent-600` : itemClass} onClick={onChoose}>
          {link.label}
        </a>
      </li>
    ))}
  </ul>
)

/**
 * The phone menu: toggles open and closed, has Sign in and a Legal group, and closes when an item is chosen, on Escape
 * (focus back on its button) or on a tap outside it. `beside` (Sign in) sits next to the toggle while the menu is
 * closed; open, the menu holds it, and "Close menu" takes its room.
 */
export const MobileMenu = ({ sectionLinks, legalLinks, beside }: { sectionLinks: readonly Link[]; legalLinks: readonly Link[]; beside?: ReactNode }) => {
  const { open, close, panelId, buttonProps } = useDisclosure()
  const container = useRef<HTMLDivElement>(null)
  const focusToggle = useCallback(() => container.current?.querySelector('button')?.focus(), [])
  useDismiss(open, close, container, focusToggle)
  return (
    <div ref={container} className="flex items-center gap-1 md:hidden">
      {open ? null : beside}
      <MenuToggle open={open} className="whitespace-nowrap" {...buttonProps} />
      <nav id={panelId} aria-label="Mobile" hidden={!open} className="absolute inset-x-0 top-full border-b border-navy-100 bg-white px-4 pb-4 shadow-lg">
        <MenuLinks links={[...sectionLinks, signInLink, { href: '#signup', label: 'Join Free Now', accent: true }]} onChoose={close} />
        <p className="mt-3 px-3 text-sm font-bold tracking-wide text-navy-800 uppercase" id={`${panelId}-legal`}>
          Legal
        </p>
        <MenuLinks links={legalLinks} onChoose={close} labelledBy={`${panelId}-legal`} />
      </nav>
    </div>
  )
}
