import type { AnchorHTMLAttributes } from 'react'

import { buttonClasses, type ButtonVariant } from './buttonStyles'

/** A link that looks like a button (in-page anchors scroll smoothly, or instantly under reduced motion). */
export const ButtonLink = ({ variant = 'primary', className = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) => (
  <a className={`${buttonClasses(variant)} ${className}`} {...props} />
)
