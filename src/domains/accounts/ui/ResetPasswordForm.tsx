'use client'

import { useRouter } from 'next/navigation'

import { useApiForm } from '@/lib/browser/useApiForm'
import type { ResetPasswordFormValues } from '@/lib/validation/passwordReset'
import { Form } from '@/ui/Form'
import { FormAlert } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'
import { callAccounts } from './accountsApi'

const redirectDelayMs = 3000

/** Set a new password with the token from the mailed link (spec 2.9); to sign in 3 seconds after success. */
export const ResetPasswordForm = ({ token }: { token: string | null }) => {
  const router = useRouter()
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('@/lib/validation/passwordReset')).resetPasswordFormSchema,
    // Sent only with a token: without one the form is not shown.
    send: ({ password }: ResetPasswordFormValues) => callAccounts('resetPassword', { body: { token: token ?? '', password } }),
    fallbackMessage: 'Failed to reset password. Please try again or request a new reset link.',
    onSuccess: ({ message }) => {
      setTimeout(() => router.push('/v1/login'), redirectDelayMs)
      return message
    },
  })

  if (!token) {
    return (
      <div className="space-y-4">
        <FormAlert tone="error">Invalid password reset link. Please request a new one.</FormAlert>
        <Link href="/v1/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
          Request a new reset link
        </Link>
      </div>
    )
  }

  const done = outcome?.tone === 'success'
  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {outcome ? (
        <FormAlert tone={outcome.tone}>
          {outcome.message}
          {done ? <span className="mt-1 block">Redirecting to sign in page...</span> : null}
        </FormAlert>
      ) : null}
      <TextField id="reset-password" label="New password" type="password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
      <TextField id="reset-confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <SubmitButton size="large" pending={isSubmitting} disabled={done} pendingLabel="Saving...">
        Set New Password
      </SubmitButton>
    </Form>
  )
}
