'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { failureMessage, postJson } from '@/lib/browser/staffApi'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'
import type { StaffLoginInput } from '@/lib/validation/login'

import { RecoveryCodes } from './RecoveryCodes'
import { TwoFactorSetup } from './TwoFactorSetup'

type Step = { name: 'signIn' } | { name: 'setup'; ticket: string } | { name: 'codes'; code: string; recoveryCodes: string[] }

const headings: Record<Step['name'], string> = {
  signIn: 'Sign in to the admin',
  setup: 'Set up two-factor sign-in',
  codes: 'Your recovery codes',
}

/**
 * The admin's sign-in: email, password, and the code from the authenticator app (or a recovery code) for accounts
 * with two-factor sign-in on. When the server requires two-factor sign-in and the account has not set it up, the
 * right password leads on to setting it up here (QR code, first code, recovery codes), and that first code signs in.
 */
export const StaffSignInForm = ({ redirectTo, forgotHref }: { redirectTo: string; forgotHref: string }) => {
  const [step, setStep] = useState<Step>({ name: 'signIn' })
  const [failure, setFailure] = useState<string | undefined>()
  const [resolver] = useState(() => lazyZodResolver<StaffLoginInput>(() => import('@/lib/validation/login').then((module) => module.staffLoginSchema)))
  const form = useForm<StaffLoginInput>({ resolver, defaultValues: { email: '', password: '', code: '' } })
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { email: useId(), password: useId(), code: useId(), codeHint: useId(), failure: useId() }
  const { errors, isSubmitting } = form.formState

  // Each step starts with its heading, announced and focused, so a screen reader or keyboard user follows along.
  useEffect(() => {
    if (step.name !== 'signIn') heading.current?.focus()
  }, [step.name])

  const signIn = async (values: StaffLoginInput): Promise<boolean> => {
    setFailure(undefined)
    const answer = await postJson<{ setupTicket?: string }>('/api/users/login', values)
    if (answer.ok) {
      window.location.assign(redirectTo)
      return true
    }
    if (answer.status === 403 && answer.body.setupTicket) {
      setStep({ name: 'setup', ticket: answer.body.setupTicket })
      return false
    }
    setFailure(failureMessage(answer))
    return false
  }

  const finishWithFirstCode = async (code: string) => {
    form.setValue('code', code)
    const signedIn = await signIn(form.getValues())
    // A code is good for about a minute: if it ran out while the codes were being kept, ask for the newest one.
    if (!signedIn) {
      form.setValue('code', '')
      setStep({ name: 'signIn' })
      setFailure('Two-factor sign-in is on. Enter the newest code from your app to finish signing in.')
    }
  }

  return (
    <section className="staff-sign-in" aria-labelledby="staff-sign-in-heading">
      <h1 id="staff-sign-in-heading" ref={heading} tabIndex={-1}>
        {headings[step.name]}
      </h1>
      {step.name === 'setup' ? (
        <>
          <p>Staff accounts here need a second step at sign-in: a code from an app on your phone. It takes a minute.</p>
          <TwoFactorSetup setupTicket={step.ticket} onEnabled={(code, recoveryCodes) => setStep({ name: 'codes', code, recoveryCodes })} />
        </>
      ) : step.name === 'codes' ? (
        <RecoveryCodes codes={step.recoveryCodes} doneLabel="Continue to the admin" onDone={() => void finishWithFirstCode(step.code)} />
      ) : (
        <form className="staff-sign-in__form" noValidate onSubmit={form.handleSubmit(signIn)} aria-describedby={failure ? ids.failure : undefined}>
          {failure ? (
            <p id={ids.failure} role="alert" className="staff-sign-in__failure">
              {failure}
            </p>
          ) : null}
          <div className="field-type email">
            <label className="field-label" htmlFor={ids.email}>
              Email
            </label>
            <div className="field-type__wrap">
              <input id={ids.email} type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} {...form.register('email')} />
            </div>
            {errors.email ? <p className="staff-sign-in__field-error">{errors.email.message}</p> : null}
          </div>
          <div className="field-type password">
            <label className="field-label" htmlFor={ids.password}>
              Password
            </label>
            <div className="field-type__wrap">
              <input id={ids.password} type="password" autoComplete="current-password" aria-invalid={Boolean(errors.password)} {...form.register('password')} />
            </div>
            {errors.password ? <p className="staff-sign-in__field-error">{errors.password.message}</p> : null}
          </div>
          <div className="field-type text">
            <label className="field-label" htmlFor={ids.code}>
              Code from your authenticator app <span className="staff-sign-in__optional">(once two-factor sign-in is on)</span>
            </label>
            <div className="field-type__wrap">
              <input id={ids.code} inputMode="numeric" autoComplete="one-time-code" aria-describedby={ids.codeHint} {...form.register('code')} />
            </div>
            <p id={ids.codeHint} className="field-description">
              Six digits from the app. Lost your phone? Enter one of your recovery codes instead.
            </p>
          </div>
          <a href={forgotHref}>Forgot password?</a>
          <button type="submit" className="btn btn--style-primary btn--size-large" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      )}
    </section>
  )
}
