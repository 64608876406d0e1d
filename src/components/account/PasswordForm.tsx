'use client'

import { Form } from '@/components/ui/Form'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useApiForm } from '@/lib/browser/useApiForm'
import type { AccountPasswordInput } from '@/lib/validation/account'

import { PasswordField } from '../learner/PasswordField'
import { useToast } from '../ui/Toaster'

type PasswordValues = Omit<AccountPasswordInput, 'userId'>

/** Password change (spec 2.12), each field with Show/Hide. The other sessions of the learner end (CONTRACT.md). */
export const PasswordForm = ({ userId }: { userId: string }) => {
  const toast = useToast()
  const { register, errors, isSubmitting, onSubmit } = useApiForm<PasswordValues>({
    schema: async () => (await import('@/lib/validation/account')).accountPasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    method: 'PUT',
    path: '/api/v1/account/password',
    body: (values) => ({ ...values, userId }),
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
    <Form onSubmit={onSubmit} aria-labelledby="password-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <h2 id="password-heading" className="text-2xl font-bold text-navy-900">
        Change password
      </h2>
      <PasswordField id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register('currentPassword')} />
      <PasswordField id="new-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} registration={register('newPassword')} />
      <PasswordField id="confirm-new-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Updating..." className="w-full sm:w-auto">
        Update Password
      </SubmitButton>
    </Form>
  )
}
