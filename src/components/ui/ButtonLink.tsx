import type { AnchorHTMLAttributes } from 'react'

const variants = {
  primary: 'bg-accent-600 text-white hover:bg-accent-500',
  secondary: 'border-2 border-white text-white hover:bg-white hover:text-navy-900',
  outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white',
  disabled: 'cursor-not-allowed bg-navy-100 text-navy-800',
  done: 'bg-success-700 text-white',
} as const

export type ButtonVariant = keyof typeof variants

/** The classes of every button-styled control: use them on <button>, <a> and next/link alike. */
export const buttonClasses = (variant: ButtonVariant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-base font-bold transition-colors ${variants[variant]}`

/** A link that looks like a button (in-page anchors scroll smoothly, or instantly under reduced motion). */
export const ButtonLink = ({ variant = 'primary', className = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: keyof typeof variants }) => (
  <a className={`${buttonClasses(variant)} ${className}`} {...props} />
)
