'use client'

import Link from 'next/link'

import { Form } from '@/components/ui/Form'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useApiForm } from '@/lib/browser/useApiForm'
import type { StoredUser } from '@/lib/learner/storedUser'
import type { LoginInput } from '@/lib/validation/login'

import { enterDashboard } from './enterDashboard'
import { OutcomeAlert } from './FormAlert'
import { TextField } from './TextField'

/** Sign in (spec 2.7): on success the user is stored and goes to the dashboard. */
export const LoginForm = () => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm<LoginInput, StoredUser>({
    schema: async () => (await import('@/lib/validation/login')).loginSchema,
    method: 'POST',
    path: '/api/v1/login',
    fallbackMessage: 'Login failed. Please check your credentials.',
    onSuccess: enterDashboard,
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <OutcomeAlert outcome={outcome} />
      <TextField id="login-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} registration={register('password')} />
      <p>
        <Link href="/v1/forgot-password" className="font-semibold text-navy-900 underline">
          Forgot your password?
        </Link>
      </p>
      <SubmitButton size="large" pending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      <p>
        New here?{' '}
        <Link href="/v1/register" className="font-semibold text-navy-900 underline">
          Create a free account
        </Link>
      </p>
    </Form>
  )
}
