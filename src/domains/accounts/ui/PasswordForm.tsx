'use client'

import { useApiForm } from '@/lib/browser/useApiForm'
import type { AccountPasswordInput } from '@/lib/validation/account'
import { PasswordField } from '@/ui/PasswordField'
import { SubmitButton } from '@/ui/SubmitButton'
import { useToast } from '@/ui/Toaster'

import { SettingsForm } from '@/ui/SettingsForm'
import { callAccounts } from './accountsApi'

type PasswordValues = Omit<AccountPasswordInput, 'userId'>

/** Password change (spec 2.12), each field with Show/Hide. The other sessions of the learner end (CONTRACT.md). */
export const PasswordForm = ({ userId }: { userId: string }) => {
  const toast = useToast()
  const { register, errors, isSubmitting, onSubmit } = useApiForm({
    schema: async () => (await import('@/lib/validation/account')).accountPasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    send: (values: PasswordValues) => callAccounts('changePassword', { body: { ...values, userId } }),
    serverFields: ['currentPassword', 'newPassword', 'confirmPassword'],
    fallbackMessage: 'Failed to update password. Please try again.',
    onSuccess: (_answer, form) => {
      form.reset()
      toast({ title: 'Password updated', description: 'Your password has been successfully changed.' })
    },
    onFailure: (message, form) => {
      if (message === 'Current password is incorrect') form.setError('currentPassword', { message })
      toast({ variant: 'destructive', title: 'Password not updated', description: message })
    },
  })

  return (
    <SettingsForm id="password" title="Change password" onSubmit={onSubmit}>
      <PasswordField id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register('currentPassword')} />
      <PasswordField id="new-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} registration={register('newPassword')} />
      <PasswordField id="confirm-new-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Updating..." className="w-full sm:w-auto">
        Update Password
      </SubmitButton>
    </SettingsForm>
  )
}
