'use client'

import { useState } from 'react'

import { useApiForm } from '@/lib/browser/useApiForm'
import type { FirstPasswordInput } from '@/lib/validation/account'
import { FormAlert } from '@/ui/FormAlert'
import { PasswordField } from '@/ui/PasswordField'
import { SettingsForm } from '@/ui/SettingsForm'
import { SubmitButton } from '@/ui/SubmitButton'

import { callAccounts } from './accountsApi'

type FirstPasswordValues = Omit<FirstPasswordInput, 'userId'>

/**
 * For an account that signs in with mailed codes: its first password, with no current one to give. Once set, the page
 * shows "Change password" instead (after the next load).
 */
export const FirstPasswordForm = ({ userId }: { userId: string }) => {
  const [done, setDone] = useState(false)
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('@/lib/validation/account')).firstPasswordSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    send: (values: FirstPasswordValues) => callAccounts('setFirstPassword', { body: { ...values, userId } }),
    serverFields: ['newPassword', 'confirmPassword'],
    fallbackMessage: 'Failed to set your password. Please try again.',
    onSuccess: (answer, form) => {
      form.reset()
      setDone(true)
      return answer.message
    },
  })

  return (
    <SettingsForm
      id="password"
      title="Set a password"
      intro="You sign in with a code we email you. Set a password if you'd like one too."
      onSubmit={onSubmit}
    >
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert> : null}
      {done ? null : (
        <>
          <PasswordField id="first-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} registration={register('newPassword')} />
          <PasswordField id="confirm-first-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
          <SubmitButton pending={isSubmitting} pendingLabel="Setting..." className="w-full sm:w-auto">
            Set Password
          </SubmitButton>
        </>
      )}
    </SettingsForm>
  )
}
