'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { hardNavigate } from '@/lib/browser/hardNavigate'
import { ApiRequestError, apiRequest } from '@/lib/browser/apiClient'
import { storeUser, type StoredUser } from '@/lib/browser/storedUser'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'
import type { LoginInput } from '@/lib/validation/login'

import { FormAlert } from './FormAlert'
import { TextField } from './TextField'

const resolver = lazyZodResolver<LoginInput>(async () => (await import('@/lib/validation/login')).loginSchema)

/** Sign in (spec 2.7): on success the user is stored and goes to the dashboard. */
export const LoginForm = () => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      storeUser(await apiRequest<StoredUser>('POST', '/api/v1/login', values))
      hardNavigate('/v1/dashboard')
    } catch (error) {
      setServerError(error instanceof ApiRequestError ? error.message : 'Login failed. Please check your credentials.')
    }
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      <TextField id="login-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} registration={register('password')} />
      <p>
        <Link href="/v1/forgot-password" className="font-semibold text-navy-900 underline">
          Forgot your password?
        </Link>
      </p>
      <button type="submit" disabled={isSubmitting} className="min-h-12 w-full rounded-lg bg-accent-600 px-5 text-lg font-bold text-white hover:bg-accent-500 disabled:opacity-70">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
      <p>
        New here?{' '}
        <Link href="/v1/register" className="font-semibold text-navy-900 underline">
          Create a free account
        </Link>
      </p>
    </Form>
  )
}
