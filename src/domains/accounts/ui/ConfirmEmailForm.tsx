'use client'

import { readStoredUser, storeUser } from '@/lib/browser/storedUser'
import { useApiForm } from '@/lib/browser/useApiForm'
import { OutcomeForm } from '@/ui/FormAlert'
import { Link } from '@/ui/Link'
import { SubmitButton } from '@/ui/SubmitButton'
import { callAccounts } from './accountsApi'

const invalidLinkMessage = 'This email confirmation link is invalid. Please change your email again from your account settings.'

/** Confirms an email change with the token from the mailed link, then updates the stored user if it is this learner. */
export const ConfirmEmailForm = ({ token }: { token: string | null }) => {
  const { onSubmit, isSubmitting, outcome } = useApiForm({
    // Sent only with a token: without one the button is not shown.
    send: (_values: Record<string, never>) => callAccounts('confirmEmail', { body: { token: token ?? '' } }),
    fallbackMessage: 'Failed to confirm your email. Please try again.',
    onSuccess: (user) => {
      if (readStoredUser()?.id === user.id) storeUser(user)
      return `Your email address is now ${user.email}. Use it the next time you sign in.`
    },
  })

  const done = outcome?.tone === 'success'
  return (
    <OutcomeForm onSubmit={onSubmit} outcome={token ? outcome : { tone: 'error', message: invalidLinkMessage }}>
      {done ? (
        <Link href="/v1/account" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
          Back to account settings
        </Link>
      ) : token ? (
        <SubmitButton pending={isSubmitting} pendingLabel="Confirming..." className="w-full">
          Confirm New Email
        </SubmitButton>
      ) : null}
    </OutcomeForm>
  )
}
