'use client'

import { useId, useState } from 'react'

type Link = { href: string; label: string }

/** The phone menu: toggles open and closed, has a Legal group, and closes when an item is chosen. */
export const MobileMenu = ({ sectionLinks, legalLinks }: { sectionLinks: readonly Link[]; legalLinks: readonly Link[] }) => {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const close = () => setOpen(false)
  const itemClass = 'block min-h-11 rounded-md px-3 py-2.5 font-semibold text-navy-900 hover:bg-navy-100'
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-navy-100 px-3 font-semibold text-navy-900"
      >
        {open ? 'Close menu' : 'Menu'}
      </button>
      <nav id={menuId} aria-label="Mobile" hidden={!open} className="absolute inset-x-0 top-full border-b border-navy-100 bg-white px-4 pb-4 shadow-lg">
        <ul>
          {sectionLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={itemClass} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a href="#signup" className={`${itemClass} text-accent-600`} onClick={close}>
              Join Free Now
            </a>
          </li>
        </ul>
        <p className="mt-3 px-3 text-sm font-bold tracking-wide text-navy-800 uppercase" id={`${menuId}-legal`}>
          Legal
        </p>
        <ul aria-labelledby={`${menuId}-legal`}>
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={itemClass} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
