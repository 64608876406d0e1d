import type { ReactNode } from 'react'

import { buttonClasses, type ButtonSize } from './buttonStyles'

type Props = { pending: boolean; pendingLabel: string; disabled?: boolean; size?: ButtonSize; className?: string; children: ReactNode }

/** A form's submit button: disabled and relabelled (e.g. "Saving...") while the form is sent. */
export const SubmitButton = ({ pending, pendingLabel, disabled = false, size = 'regular', className = '', children }: Props) => (
  <button type="submit" disabled={pending || disabled} className={`${buttonClasses('primary', size)} disabled:opacity-70 ${className}`}>
    {pending ? pendingLabel : children}
  </button>
)
