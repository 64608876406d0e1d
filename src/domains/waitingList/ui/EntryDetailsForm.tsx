'use client'

import { useActionState } from 'react'

import { Field, inputClasses } from '@/ui/Field'
import { SubmitButton } from '@/ui/SubmitButton'

import { TeamSizeOptions } from './TeamSizeOptions'

type DetailsState = { errors?: Partial<Record<'name' | 'company' | 'teamSize', string>>; saved?: boolean }

type Props = {
  entry: { name: string; company: string | null; teamSize: string | null }
  save: (previous: DetailsState, form: FormData) => Promise<DetailsState>
}

/** Name, company and team size of a waiting-list entry, changed from the link in our mail. Works without JavaScript. */
export const EntryDetailsForm = ({ entry, save }: Props) => {
  const [state, action, pending] = useActionState(save, {})
  const errors = state.errors ?? {}
  const describedBy = (field: keyof typeof errors) => (errors[field] ? `entry-${field}-error` : undefined)
  return (
    <form action={action} className="mt-4 space-y-5" noValidate>
      <Field id="entry-name" label="Your name" error={errors.name}>
        <input id="entry-name" name="name" autoComplete="name" defaultValue={entry.name} className={inputClasses} aria-invalid={!!errors.name} aria-describedby={describedBy('name')} />
      </Field>
      <Field id="entry-company" label="Company name" hint="(optional)" error={errors.company}>
        <input
          id="entry-company"
          name="company"
          autoComplete="organization"
          defaultValue={entry.company ?? ''}
          className={inputClasses}
          aria-invalid={!!errors.company}
          aria-describedby={describedBy('company')}
        />
      </Field>
      <Field id="entry-teamSize" label="Team size" error={errors.teamSize}>
        <select id="entry-teamSize" name="teamSize" defaultValue={entry.teamSize ?? ''} className={inputClasses} aria-invalid={!!errors.teamSize} aria-describedby={describedBy('teamSize')}>
          <TeamSizeOptions />
        </select>
      </Field>
      <SubmitButton pending={pending} pendingLabel="Saving...">
        Save changes
      </SubmitButton>
      {state.saved && !pending ? (
        <p role="status" className="font-semibold text-success-700">
          Your details are saved.
        </p>
      ) : null}
    </form>
  )
}
