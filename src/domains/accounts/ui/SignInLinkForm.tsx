'use client'

import { signInCodeMessages } from '@/lib/rules/signInCodes'
import { OutcomeForm } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'

import { callAccounts } from './accountsApi'
import { useEntryForm } from './useEntryForm'

/**
 * The page the mailed sign-in link opens: nothing happens until "Sign in" is pressed (mail scanners open links too),
 * then the learner goes to their dashboard like any sign-in.
 */
export const SignInLinkForm = ({ token }: { token: string | null }) => {
  const { onSubmit, isSubmitting, outcome } = useEntryForm({
    // Sent only with a token: without one the button is not shown.
    send: (_values: Record<string, never>) => callAccounts('signInWithLink', { body: { token: token ?? '' } }),
    fallbackMessage: 'Signing in failed. Please try again.',
  })
  const failed = !token || outcome?.tone === 'error'
  return (
    <OutcomeForm onSubmit={onSubmit} outcome={token ? outcome : { tone: 'error', message: signInCodeMessages.linkInvalid }}>
      {token && outcome?.tone !== 'error' ? (
        <SubmitButton size="large" pending={isSubmitting} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      ) : null}
      {failed ? (
        <p>
          <Link href="/v1/sign-in-code" className="font-semibold text-navy-900 underline">
            Email me a new code
          </Link>
        </p>
      ) : null}
    </OutcomeForm>
  )
}
