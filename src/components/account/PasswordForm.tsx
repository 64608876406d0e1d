'use client'

import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { apiRequest } from '@/lib/browser/apiClient'
import { failureMessage, showServerFieldErrors } from '@/lib/browser/serverFieldErrors'
import type { AccountPasswordInput } from '@/lib/validation/account'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'

import { PasswordField } from '../learner/PasswordField'
import { buttonClasses } from '../ui/ButtonLink'
import { useToast } from '../ui/Toaster'

type PasswordValues = Omit<AccountPasswordInput, 'userId'>

const resolver = lazyZodResolver<PasswordValues>(async () => (await import('@/lib/validation/account')).accountPasswordSchema)
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/** Password change (spec 2.12), each field with Show/Hide. The other sessions of the learner end (CONTRACT.md). */
export const PasswordForm = ({ userId }: { userId: string }) => {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver, defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('PUT', '/api/v1/account/password', { ...values, userId })
      reset()
      toast({ title: 'Password updated', description: 'Your password has been successfully changed.' })
    } catch (error) {
      showServerFieldErrors(error, setError, fields)
      const message = failureMessage(error, 'Failed to update password. Please try again.')
      if (message === 'Current password is incorrect') setError('currentPassword', { message })
      toast({ variant: 'destructive', title: 'Password not updated', description: message })
    }
  })

  return (
    <Form onSubmit={onSubmit} aria-labelledby="password-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <h2 id="password-heading" className="text-2xl font-bold text-navy-900">
        Change password
      </h2>
      <PasswordField id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register('currentPassword')} />
      <PasswordField id="new-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} registration={register('newPassword')} />
      <PasswordField id="confirm-new-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary')} w-full disabled:opacity-70 sm:w-auto`}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </button>
    </Form>
  )
}
