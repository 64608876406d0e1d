import type { ReactNode } from 'react'

/** A form field with its label above and its error under it, in words (never colour alone). */
export const Field = ({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) => (
  <div>
    <label htmlFor={id} className="block font-semibold">
      {label}
      {hint ? <span className="font-normal text-navy-800"> {hint}</span> : null}
    </label>
    <div className="mt-1">{children}</div>
    {error ? (
      <p id={`${id}-error`} className="mt-1 font-semibold text-red-700">
        {error}
      </p>
    ) : null}
  </div>
)

export const inputClasses =
  'block min-h-11 w-full rounded-lg border-2 border-navy-800/40 bg-white px-3 py-2 text-base text-navy-950 focus:border-navy-900 aria-[invalid=true]:border-red-700'
