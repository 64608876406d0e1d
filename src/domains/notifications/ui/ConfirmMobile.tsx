'use client'

import { useState } from 'react'

import { useApiForm } from '@/lib/browser/useApiForm'
import { mobileCodeDigits } from '@/lib/rules/textMessages'
import { OutcomeForm } from '@/ui/FormAlert'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'

import type { z } from 'zod'
import type { confirmMobileSchema, mobile, saveMobileSchema } from '../contract/schemas'

import { callNotifications } from './notificationsApi'

export type MobileView = z.infer<typeof mobile>

/** Step 2: the code texted to the number; confirmed, `onConfirmed` takes over. */
const CodeStep = ({ sent, onConfirmed, restart }: { sent: string; onConfirmed: (mobile: MobileView) => void; restart: () => void }) => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('../contract/schemas')).confirmMobileSchema,
    defaultValues: { code: '' },
    send: (values: Omit<z.input<typeof confirmMobileSchema>, 'userId'>) => callNotifications('confirmMobile', { body: values }),
    serverFields: ['code'],
    fallbackMessage: 'Confirming the number failed. Please try again.',
    onSuccess: (confirmed): void => onConfirmed(confirmed),
  })
  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome ?? { tone: 'success', message: sent }}>
      <TextField
        id="mobile-code"
        label={`The ${mobileCodeDigits}-digit code from the text`}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        registration={register('code')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Confirming..." className="w-full sm:w-auto">
        Confirm Number
      </SubmitButton>
      <p>
        No text?{' '}
        <button type="button" onClick={restart} className="min-h-11 font-semibold text-navy-900 underline">
          Send a new code, or use another number
        </button>
        .
      </p>
    </OutcomeForm>
  )
}

/**
 * A mobile for text reminders, confirmed with a texted code: the number (filled in when the learner gave it already,
 * as for a mentoring call), then the code. `onConfirmed` gets the confirmed number.
 */
export const ConfirmMobile = ({ number = '', onConfirmed }: { number?: string; onConfirmed: (mobile: MobileView) => void }) => {
  const [sent, setSent] = useState<string | null>(null)
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('../contract/schemas')).saveMobileSchema,
    defaultValues: { number },
    send: (values: Omit<z.input<typeof saveMobileSchema>, 'userId'>) => callNotifications('saveMobile', { body: values }),
    serverFields: ['number'],
    fallbackMessage: 'Sending the code failed. Please try again.',
    onSuccess: (saved): void => (saved.codeSent ? setSent(saved.message) : onConfirmed(saved.mobile)),
  })
  if (sent) return <CodeStep sent={sent} onConfirmed={onConfirmed} restart={() => setSent(null)} />
  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome}>
      <TextField id="mobile-number" label="UK mobile number" type="tel" inputMode="tel" autoComplete="tel" error={errors.number?.message} registration={register('number')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending..." className="w-full sm:w-auto">
        Text Me a Code
      </SubmitButton>
    </OutcomeForm>
  )
}
