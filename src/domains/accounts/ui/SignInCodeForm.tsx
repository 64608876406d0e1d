'use client'

import { useState } from 'react'

import { useApiForm } from '@/lib/browser/useApiForm'
import { signInCodeDigits } from '@/lib/rules/signInCodes'
import type { SignInCodeRequestInput, SignInWithCodeInput } from '@/lib/validation/signInCode'
import { OutcomeForm } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'

import { callAccounts } from './accountsApi'
import { useEntryForm } from './useEntryForm'

/** Step 2: the code from the mail, for the email step 1 sent it to; on success the learner goes on like any sign-in. */
const CodeStep = ({ email, sent, destination, restart }: { email: string; sent: string; destination?: string; restart: () => void }) => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useEntryForm({
    destination,
    schema: async () => (await import('@/lib/validation/signInCode')).signInWithCodeSchema,
    defaultValues: { email, code: '' },
    send: (values: SignInWithCodeInput) => callAccounts('signInWithCode', { body: values }),
    fallbackMessage: 'Signing in failed. Please try again.',
  })
  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome ?? { tone: 'success', message: sent }}>
      <input type="hidden" {...register('email')} />
      <TextField
        id="sign-in-code"
        label={`The ${signInCodeDigits}-digit code from the email`}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        registration={register('code')}
      />
      <SubmitButton size="large" pending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      <p>
        No email? Check your spam folder, or{' '}
        <button type="button" onClick={restart} className="min-h-11 font-semibold text-navy-900 underline">
          send a new code
        </button>
        .
      </p>
    </OutcomeForm>
  )
}

/**
 * "Email me a sign-in code" (WCAG 2.2, 3.3.8: nothing to remember): the email, then the code from the mail. The
 * answer is the same whether or not the email has an account, so it never tells anyone who has one.
 */
export const SignInCodeForm = ({ destination, passwordHref }: { destination?: string; passwordHref: string }) => {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null)
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('@/lib/validation/signInCode')).signInCodeRequestSchema,
    send: (values: SignInCodeRequestInput) => callAccounts('signInCode', { body: values }),
    fallbackMessage: 'Sending the code failed. Please try again.',
    onSuccess: ({ message }, form): void => setSentTo({ email: form.getValues('email'), message }),
  })

  if (sentTo) return <CodeStep email={sentTo.email} sent={sentTo.message} destination={destination} restart={() => setSentTo(null)} />
  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome}>
      <TextField id="code-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <SubmitButton size="large" pending={isSubmitting} pendingLabel="Sending...">
        Email Me a Code
      </SubmitButton>
      <p>
        <Link href={passwordHref} className="font-semibold text-navy-900 underline">
          Sign in with your password instead
        </Link>
      </p>
    </OutcomeForm>
  )
}
