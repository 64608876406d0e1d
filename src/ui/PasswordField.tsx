'use client'

import { useState, type InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { Field, inputClasses } from './Field'

type Props = { id: string; label: string; error?: string; registration: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>

/** A password input with a Show/Hide button, so people on a phone can check what they typed. */
export const PasswordField = ({ id, label, error, registration, ...input }: Props) => {
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClasses} pr-20`}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
          {...registration}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex min-w-16 items-center justify-center rounded-r-lg px-3 font-semibold text-navy-900 underline hover:bg-navy-100"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </Field>
  )
}
