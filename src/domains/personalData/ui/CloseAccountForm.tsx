'use client'

import { hardNavigate } from '@/lib/browser/hardNavigate'
import { useApiForm } from '@/lib/browser/useApiForm'
import { PasswordField } from '@/ui/PasswordField'
import { SubmitButton } from '@/ui/SubmitButton'

import { forgetClosedAccount } from '@/domains/accounts/ui/logOut'
import { SettingsForm } from '@/ui/SettingsForm'

import type { CloseAccountInput } from '../contract/schemas'
import { callPersonalData } from './personalDataApi'

/** "Close my account" (UK GDPR erasure), with the current password. Afterwards nothing of the learner stays on the device. */
export const CloseAccountForm = () => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('../contract/schemas')).closeAccountSchema,
    defaultValues: { currentPassword: '' },
    send: (values: CloseAccountInput) => callPersonalData('closeAccount', { body: values }),
    serverFields: ['currentPassword'],
    fallbackMessage: 'Your account was not closed. Please try again.',
    onSuccess: () => {
      void forgetClosedAccount().then(() => hardNavigate('/account-closed'))
    },
  })

  return (
    <SettingsForm
      id="close-account"
      title="Close my account"
      intro="Your name, contact details and sign-in are deleted, and you are signed out everywhere. What you did stays in the programme's figures without your name: a certificate's page will say it was issued and that its holder closed their account. This cannot be undone."
      onSubmit={onSubmit}
    >
      <PasswordField id="close-current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register('currentPassword')} />
      {outcome?.tone === 'error' && !errors.currentPassword ? (
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
