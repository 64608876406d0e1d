'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { apiRequest } from '@/lib/browser/apiClient'
import { failureMessage, showServerFieldErrors } from '@/lib/browser/serverFieldErrors'
import type { StoredUser } from '@/lib/browser/storedUser'
import type { AccountEmailInput } from '@/lib/validation/account'
import { currentPasswordIncorrectMessage } from '@/lib/validation/accountMessages'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'

import { FormAlert } from '../learner/FormAlert'
import { PasswordField } from '../learner/PasswordField'
import { TextField } from '../learner/TextField'
import { buttonClasses } from '../ui/ButtonLink'
import { useToast } from '../ui/Toaster'

type EmailValues = Omit<AccountEmailInput, 'userId'>

const resolver = lazyZodResolver<EmailValues>(async () => (await import('@/lib/validation/account')).accountEmailSchema)
const fields = ['email', 'currentPassword'] as const

/**
 * Email change (spec 2.12), proven with the current password. The change waits for the link mailed to the new
 * address (/v1/confirm-email), so success here means "check your inbox".
 */
export const EmailForm = ({ user }: { user: StoredUser }) => {
  const toast = useToast()
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver, defaultValues: { email: user.email, currentPassword: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setSent(null)
    try {
      const { message } = await apiRequest<{ message: string }>('PUT', '/api/v1/account/email', { ...values, userId: user.id })
      resetField('currentPassword')
      setSent(message)
      toast({ title: 'Check your inbox', description: message })
    } catch (error) {
      showServerFieldErrors(error, setError, fields)
      const message = failureMessage(error, 'Failed to update email. Please try again.')
      if (message === currentPasswordIncorrectMessage) setError('currentPassword', { message })
      toast({ variant: 'destructive', title: 'Email not updated', description: message })
    }
  })

  return (
    <Form onSubmit={onSubmit} aria-labelledby="email-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <div>
        <h2 id="email-heading" className="text-2xl font-bold text-navy-900">
          Change email
        </h2>
        <p className="mt-2 text-navy-800">
          You sign in with this address, and course mail goes to it. We send a link to the new address to confirm the change.
        </p>
      </div>
      {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
      <TextField id="account-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <PasswordField
        id="email-current-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
      />
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary')} w-full disabled:opacity-70 sm:w-auto`}>
        {isSubmitting ? 'Sending...' : 'Update Email'}
      </button>
    </Form>
  )
}
