import type { ButtonHTMLAttributes } from 'react'

/** The phone-size "Menu" / "Close menu" button; spread a useDisclosure's buttonProps on it. */
export const MenuToggle = ({ open, className = '', ...button }: { open: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) => (
  <button
    className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-navy-100 px-3 font-semibold text-navy-900 ${className}`}
    {...button}
  >
    {open ? 'Close menu' : 'Menu'}
  </button>
)
