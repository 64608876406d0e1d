'use client'

import { courseStartPath, signInHref } from '@/lib/rules/courseEntry'
import { fullName } from '@/lib/rules/names'
import type { RegisterFormValues } from '@/lib/validation/register'
import { OutcomeForm } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'

import { BusinessFields } from '@/domains/impact/ui/BusinessFields'
import { privacyLink, termsLink } from '@/lib/rules/siteLinks'
import { useEntryForm } from './useEntryForm'
import { callAccounts } from './accountsApi'

type Props = {
  /** The team invite that sent them: its join page, the firm's name for "Company name", and the query carrying it to sign-in. */
  invite?: { joinPath: string; company: string; query: string }
  /** The course they came from: registration enrols them in it when it is free and open. */
  courseId?: string
}

/** Sends the form to the call the person chose: with their password, or without one (they sign in by mailed code). */
const createAccount = ({ signInBy, password, confirmPassword, ...values }: RegisterFormValues, courseId: string | undefined) =>
  signInBy === 'code'
    ? callAccounts('registerWithoutPassword', { body: { ...values, name: fullName(values), courseId } })
    : callAccounts('register', { body: { ...values, password: password ?? '', confirmPassword, name: fullName(values), courseId } })

/**
 * Registration (spec 2.6): on success the user is stored and goes to the dashboard, back to the team invite that
 * sent them (whose team answers the business questions, so they are not asked), or to the start of the course they
 * came from. Coming from a course or an invite, the person may skip the password and sign in with mailed codes.
 */
export const RegisterForm = ({ invite, courseId }: Props) => {
  const { register, errors, isSubmitting, onSubmit, outcome, watch } = useEntryForm({
    destination: invite?.joinPath ?? (courseId ? courseStartPath(courseId) : undefined),
    defaultValues: { signInBy: 'password', ...(invite ? { company: invite.company } : {}) },
    schema: async () => (await import('@/lib/validation/register')).registerFormSchema,
    send: (values: RegisterFormValues) => createAccount(values, courseId),
    serverFields: ['teamSize', 'trade', 'tradeOther', 'postcodeDistrict'],
    fallbackMessage: 'Registration failed. Please try again.',
  })
  const mayChooseCode = Boolean(invite || courseId)
  const withPassword = watch('signInBy') !== 'code'

  return (
    <OutcomeForm onSubmit={onSubmit} outcome={outcome}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="register-firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="register-lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
      </div>
      <TextField id="register-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField id="register-company" label="Company name" autoComplete="organization" error={errors.company?.message} registration={register('company')} />
      {invite ? null : (
        <BusinessFields
          idPrefix="register"
          trade={watch('trade')}
          registration={{ teamSize: register('teamSize'), trade: register('trade'), tradeOther: register('tradeOther'), postcodeDistrict: register('postcodeDistrict') }}
          errors={{ teamSize: errors.teamSize?.message, trade: errors.trade?.message, tradeOther: errors.tradeOther?.message, postcodeDistrict: errors.postcodeDistrict?.message }}
        />
      )}
      {mayChooseCode ? (
        <fieldset className="space-y-3">
          <legend className="font-semibold text-navy-900">How do you want to sign in?</legend>
          <label className="flex items-start gap-3 text-navy-900">
            <input type="radio" value="password" className="mt-1 h-6 w-6 shrink-0 accent-accent-600" {...register('signInBy')} />
            With a password
          </label>
          <label className="flex items-start gap-3 text-navy-900">
            <input type="radio" value="code" className="mt-1 h-6 w-6 shrink-0 accent-accent-600" {...register('signInBy')} />
            <span>
              With a code we email you each time: nothing to remember.{' '}
              <span className="text-navy-800">You can set a password later on your account page.</span>
            </span>
          </label>
        </fieldset>
      ) : null}
      {withPassword ? (
        <>
          <TextField id="register-password" label="Password" hint="(at least 6 characters)" type="password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
          <TextField id="register-confirmPassword" label="Confirm password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
        </>
      ) : null}
      <SubmitButton size="large" pending={isSubmitting} pendingLabel="Creating account...">
        Create Free Account
      </SubmitButton>
      <p className="text-navy-800">
        By creating an account you agree to our{' '}
        <Link href={termsLink.href} className="font-semibold underline">
          {termsLink.label}
        </Link>{' '}
        and{' '}
        <Link href={privacyLink.href} className="font-semibold underline">
          {privacyLink.label}
        </Link>
        .
      </p>
      <p>
        Already have an account?{' '}
        <Link href={invite ? `/v1/login${invite.query}` : signInHref(courseId)} className="font-semibold text-navy-900 underline">
          Sign in
        </Link>
      </p>
    </OutcomeForm>
  )
}
