/** The one home of the button and badge looks: use these classes on <button>, <a> and next/link alike. */

const buttonVariants = {
  primary: 'bg-accent-600 text-white hover:bg-accent-500',
  secondary: 'border-2 border-white text-white hover:bg-white hover:text-navy-900',
  outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white',
  /** An outline button whose hover keeps the text dark (the dashboard's course cards). */
  quiet: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-100',
  dark: 'bg-navy-900 text-white hover:bg-navy-800',
  darkest: 'bg-navy-950 text-white hover:bg-navy-800',
  disabled: 'cursor-not-allowed bg-navy-100 text-navy-800',
  done: 'bg-success-700 text-white',
} as const

const buttonSizes = {
  regular: 'min-h-11 px-5 py-2.5 text-base',
  compact: 'min-h-11 px-4',
  /** The full-width submit button of the short sign-in style forms. */
  large: 'min-h-12 w-full px-5 text-lg',
} as const

export type ButtonVariant = keyof typeof buttonVariants
export type ButtonSize = keyof typeof buttonSizes

export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'regular') =>
  `inline-flex items-center justify-center rounded-lg font-bold transition-colors ${buttonSizes[size]} ${buttonVariants[variant]}`

/** The rounded yellow call to action on dark bands (the mission page). */
export const pillButtonClasses = 'inline-flex min-h-11 items-center rounded-full bg-accent-400 px-5 font-extrabold text-navy-950 hover:bg-white'

const badgeTones = {
  neutral: 'bg-navy-100 text-navy-900',
  accent: 'bg-accent-600 text-white',
  success: 'bg-success-700 text-white',
  dark: 'bg-navy-900 text-white',
} as const

export type BadgeTone = keyof typeof badgeTones

export const badgeClasses = (tone: BadgeTone = 'neutral') => `inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-bold ${badgeTones[tone]}`

/** The large yellow status labels of the landing hero ("FREE", "FUNDED", ...). */
export const highlightBadgeClasses = 'rounded-full bg-accent-400 px-3 py-1 text-sm font-extrabold tracking-wide text-navy-950 uppercase'
