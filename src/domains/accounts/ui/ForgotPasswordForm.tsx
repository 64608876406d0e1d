'use client'

import { useApiForm } from '@/lib/browser/useApiForm'
import type { ForgotPasswordInput } from '@/lib/validation/passwordReset'
import { OutcomeForm } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'
import { callAccounts } from './accountsApi'

/** Request a reset link (spec 2.8): the server's message in green, and the button disabled after success. */
export const ForgotPasswordForm = () => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('@/lib/validation/passwordReset')).forgotPasswordSchema,
    send: (values: ForgotPasswordInput) => callAccounts('forgotPassword', { body: values }),
    fallbackMessage: 'Failed to send password reset email. Please try again.',
    onSuccess: ({ message }) => message,
  })

  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome}>
      <TextField id="forgot-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <SubmitButton size="large" pending={isSubmitting} disabled={outcome?.tone === 'success'} pendingLabel="Sending...">
        Send Reset Link
      </SubmitButton>
      <p>
        <Link href="/v1/login" className="font-semibold text-navy-900 underline">
          Back to sign in
        </Link>
      </p>
    </OutcomeForm>
  )
}
