'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { ApiRequestError, apiRequest } from '@/lib/browser/apiClient'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'
import type { ResetPasswordFormValues } from '@/lib/validation/passwordReset'

import { FormAlert } from './FormAlert'
import { TextField } from './TextField'

const resolver = lazyZodResolver<ResetPasswordFormValues>(async () => (await import('@/lib/validation/passwordReset')).resetPasswordFormSchema)

const redirectDelayMs = 3000

/** Set a new password with the token from the mailed link (spec 2.9); to sign in 3 seconds after success. */
export const ResetPasswordForm = ({ token }: { token: string | null }) => {
  const router = useRouter()
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver })

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

  const onSubmit = handleSubmit(async ({ password }) => {
    setResult(null)
    if (!token) return setResult({ tone: 'error', message: 'No reset token found' })
    try {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/v1/reset-password', { token, password })
      setResult({ tone: 'success', message })
      setTimeout(() => router.push('/v1/login'), redirectDelayMs)
    } catch (error) {
      setResult({
        tone: 'error',
        message: error instanceof ApiRequestError ? error.message : 'Failed to reset password. Please try again or request a new reset link.',
      })
    }
  })

  const done = result?.tone === 'success'
  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {result ? (
        <FormAlert tone={result.tone}>
          {result.message}
          {done ? <span className="mt-1 block">Redirecting to sign in page...</span> : null}
        </FormAlert>
      ) : null}
      <TextField id="reset-password" label="New password" type="password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
      <TextField id="reset-confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <button type="submit" disabled={isSubmitting || done} className="min-h-12 w-full rounded-lg bg-accent-600 px-5 text-lg font-bold text-white hover:bg-accent-500 disabled:opacity-70">
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </button>
    </Form>
  )
}
