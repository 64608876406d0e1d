import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { Field, inputClasses } from './Field'

type Props = { id: string; label: string; hint?: string; error?: string; registration: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>

/** A labelled input wired to react-hook-form, with its error under it. */
export const TextField = ({ id, label, hint, error, registration, ...input }: Props) => (
  <Field id={id} label={label} hint={hint} error={error}>
    <input id={id} className={inputClasses} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...input} {...registration} />
  </Field>
)
