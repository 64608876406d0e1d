'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { ApiRequestError, apiRequest } from '@/lib/browser/apiClient'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'
import type { ForgotPasswordInput } from '@/lib/validation/passwordReset'

import { FormAlert } from './FormAlert'
import { TextField } from './TextField'

const resolver = lazyZodResolver<ForgotPasswordInput>(async () => (await import('@/lib/validation/passwordReset')).forgotPasswordSchema)

/** Request a reset link (spec 2.8): the server's message in green, and the button disabled after success. */
export const ForgotPasswordForm = () => {
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver })
  const sent = result?.tone === 'success'

  const onSubmit = handleSubmit(async (values) => {
    setResult(null)
    try {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/v1/forgot-password', values)
      setResult({ tone: 'success', message })
    } catch (error) {
      setResult({ tone: 'error', message: error instanceof ApiRequestError ? error.message : 'Failed to send password reset email. Please try again.' })
    }
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {result ? <FormAlert tone={result.tone}>{result.message}</FormAlert> : null}
      <TextField id="forgot-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <button type="submit" disabled={isSubmitting || sent} className="min-h-12 w-full rounded-lg bg-accent-600 px-5 text-lg font-bold text-white hover:bg-accent-500 disabled:opacity-70">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p>
        <Link href="/v1/login" className="font-semibold text-navy-900 underline">
          Back to sign in
        </Link>
      </p>
    </Form>
  )
}
