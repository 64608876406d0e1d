'use client'

import type { StoredUser } from '@/lib/browser/storedUser'
import { useApiForm } from '@/lib/browser/useApiForm'
import type { AccountEmailInput } from '@/lib/validation/account'
import { currentPasswordIncorrectMessage } from '@/lib/validation/accountMessages'
import { FormAlert } from '@/ui/FormAlert'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'
import { useToast } from '@/ui/Toaster'

import { SettingsForm } from '@/ui/SettingsForm'
import { callAccounts } from './accountsApi'
import { PasswordOrCodeField } from './PasswordOrCodeField'

type EmailValues = Omit<AccountEmailInput, 'userId'>

/**
 * Email change (spec 2.12), proven with the current password or a code we email. The change waits for the link
 * mailed to the new address (/v1/confirm-email), so success here means "check your inbox".
 */
export const EmailForm = ({ user, signsInByCode }: { user: StoredUser; signsInByCode: boolean }) => {
  const toast = useToast()
  const form = useApiForm({
    schema: async () => (await import('@/lib/validation/account')).accountEmailSchema,
    defaultValues: { email: user.email },
    send: (values: EmailValues) => callAccounts('changeEmail', { body: { ...values, userId: user.id } }),
    serverFields: ['email', 'currentPassword', 'code'],
    fallbackMessage: 'Failed to update email. Please try again.',
    onSuccess: ({ message }, form) => {
      // Clears the box that proved it (the other one is not in the form).
      form.setValue(form.getValues('code') === undefined ? 'currentPassword' : 'code', '')
      toast({ title: 'Check your inbox', description: message })
      return message
    },
    onFailure: (message, form) => {
      if (message === currentPasswordIncorrectMessage) form.setError('currentPassword', { message })
      toast({ variant: 'destructive', title: 'Email not updated', description: message })
    },
  })
  const { register, errors, isSubmitting, onSubmit, outcome } = form

  return (
    <SettingsForm
      id="email"
      title="Change email"
      intro="You sign in with this address, and course mail goes to it. We send a link to the new address to confirm the change."
      onSubmit={onSubmit}
    >
      {/* A failure is told by a toast and under the fields, so only the success is shown here. */}
      {outcome?.tone === 'success' ? <FormAlert tone="success">{outcome.message}</FormAlert> : null}
      <TextField id="account-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <PasswordOrCodeField id="email" form={form} signsInByCode={signsInByCode} />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending..." className="w-full sm:w-auto">
        Update Email
      </SubmitButton>
    </SettingsForm>
  )
}
