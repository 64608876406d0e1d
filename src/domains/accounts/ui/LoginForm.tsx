'use client'

import { registerHref } from '@/lib/rules/courseEntry'
import type { LoginInput } from '@/lib/validation/login'
import { OutcomeForm } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'

import { useEntryForm } from './useEntryForm'
import { callAccounts } from './accountsApi'

/**
 * Sign in (spec 2.7): on success the user is stored and goes to the dashboard, or to `destination` (a team's invite,
 * or the start of the course they came from). "Email me a sign-in code" and "Create a free account" carry the invite
 * (`inviteQuery`) or the course (`courseId`) on too.
 */
export const LoginForm = ({ destination, courseId, inviteQuery }: { destination?: string; courseId?: string; inviteQuery?: string }) => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useEntryForm({
    destination,
    schema: async () => (await import('@/lib/validation/login')).loginSchema,
    send: (values: LoginInput) => callAccounts('login', { body: values }),
    fallbackMessage: 'Login failed. Please check your credentials.',
  })

  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome}>
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
        No password to hand?{' '}
        <Link href={inviteQuery ? `/v1/sign-in-code${inviteQuery}` : courseId ? `/v1/sign-in-code?course=${encodeURIComponent(courseId)}` : '/v1/sign-in-code'} className="font-semibold text-navy-900 underline">
          Email me a sign-in code
        </Link>
      </p>
      <p>
        New here?{' '}
        <Link href={inviteQuery ? `/v1/register${inviteQuery}` : registerHref(courseId)} className="font-semibold text-navy-900 underline">
          Create a free account
        </Link>
      </p>
    </OutcomeForm>
  )
}
