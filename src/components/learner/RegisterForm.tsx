'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { hardNavigate } from '@/lib/browser/hardNavigate'
import { ApiRequestError, apiRequest } from '@/lib/browser/apiClient'
import { storeUser, type StoredUser } from '@/lib/browser/storedUser'
import { fullName } from '@/lib/rules/names'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'
import type { RegisterFormValues } from '@/lib/validation/register'

import { FormAlert } from './FormAlert'
import { TextField } from './TextField'

const resolver = lazyZodResolver<RegisterFormValues>(async () => (await import('@/lib/validation/register')).registerFormSchema)

/** Registration (spec 2.6): on success the user is stored and goes to the dashboard. */
export const RegisterForm = () => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({ resolver })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const user = await apiRequest<StoredUser>('POST', '/api/v1/register', { ...values, name: fullName(values) })
      storeUser(user)
      hardNavigate('/v1/dashboard')
    } catch (error) {
      setServerError(error instanceof ApiRequestError ? error.message : 'Registration failed. Please try again.')
    }
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="register-firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="register-lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
      </div>
      <TextField id="register-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField id="register-company" label="Company name" autoComplete="organization" error={errors.company?.message} registration={register('company')} />
      <TextField id="register-password" label="Password" hint="(at least 6 characters)" type="password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
      <TextField id="register-confirmPassword" label="Confirm password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <button type="submit" disabled={isSubmitting} className="min-h-12 w-full rounded-lg bg-accent-600 px-5 text-lg font-bold text-white hover:bg-accent-500 disabled:opacity-70">
        {isSubmitting ? 'Creating account...' : 'Create Free Account'}
      </button>
      <p className="text-navy-800">
        By creating an account you agree to our{' '}
        <Link href="/terms-of-service" className="font-semibold underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy-policy" className="font-semibold underline">
          Privacy Policy
        </Link>
        .
      </p>
      <p>
        Already have an account?{' '}
        <Link href="/v1/login" className="font-semibold text-navy-900 underline">
          Sign in
        </Link>
      </p>
    </Form>
  )
}
