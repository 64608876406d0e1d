'use client'

import { hardNavigate } from '@/lib/browser/hardNavigate'
import { useApiForm } from '@/lib/browser/useApiForm'
import { SubmitButton } from '@/ui/SubmitButton'

import { forgetClosedAccount } from '@/domains/accounts/ui/logOut'
import { PasswordOrCodeField } from '@/domains/accounts/ui/PasswordOrCodeField'
import { SettingsForm } from '@/ui/SettingsForm'

import type { CloseAccountInput } from '../contract/schemas'
import { callPersonalData } from './personalDataApi'

/**
 * "Close my account" (UK GDPR erasure), with the current password or a code we email. Afterwards nothing of the
 * learner stays on the device.
 */
export const CloseAccountForm = ({ signsInByCode }: { signsInByCode: boolean }) => {
  const form = useApiForm({
    schema: async () => (await import('../contract/schemas')).closeAccountSchema,
    send: (values: CloseAccountInput) => callPersonalData('closeAccount', { body: values }),
    serverFields: ['currentPassword', 'code'],
    fallbackMessage: 'Your account was not closed. Please try again.',
    onSuccess: () => {
      void forgetClosedAccount().then(() => hardNavigate('/account-closed'))
    },
  })
  const { errors, isSubmitting, onSubmit, outcome } = form

  return (
    <SettingsForm
      id="close-account"
      title="Close my account"
      intro="Your name, contact details and sign-in are deleted, and you are signed out everywhere. What you did stays in the programme's figures without your name: a certificate's page will say it was issued and that its holder closed their account. This cannot be undone."
      onSubmit={onSubmit}
    >
      <PasswordOrCodeField id="close" form={form} signsInByCode={signsInByCode} />
      {outcome?.tone === 'error' && !errors.currentPassword && !errors.code ? (
        <p role="alert" className="font-semibold text-red-700">
          {outcome.message}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel="Closing..." className="w-full sm:w-auto">
        Close my account
      </SubmitButton>
    </SettingsForm>
  )
}
