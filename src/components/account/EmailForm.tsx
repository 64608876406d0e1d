'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { apiRequest } from '@/lib/learner/apiClient'
import { failureMessage, showServerFieldErrors } from '@/lib/learner/serverFieldErrors'
import { mergeStoredUser, type StoredUser } from '@/lib/learner/storedUser'
import type { AccountEmailInput } from '@/lib/validation/account'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'

import { TextField } from '../learner/TextField'
import { buttonClasses } from '../ui/ButtonLink'
import { useToast } from '../ui/Toaster'

type EmailValues = Omit<AccountEmailInput, 'userId'>

const resolver = lazyZodResolver<EmailValues>(async () => (await import('@/lib/validation/account')).accountEmailSchema)

/** Email change (spec 2.12): the answer is merged into the stored user. */
export const EmailForm = ({ user }: { user: StoredUser }) => {
  const router = useRouter()
  const toast = useToast()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver, defaultValues: { email: user.email } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      mergeStoredUser(await apiRequest<StoredUser>('PUT', '/api/v1/account/email', { ...values, userId: user.id }))
      toast({ title: 'Email updated', description: 'Your email address has been successfully updated.' })
      router.refresh()
    } catch (error) {
      showServerFieldErrors(error, setError, ['email'])
      toast({ variant: 'destructive', title: 'Email not updated', description: failureMessage(error, 'Failed to update email. Please try again.') })
    }
  })

  return (
    <Form onSubmit={onSubmit} aria-labelledby="email-heading" className="rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <h2 id="email-heading" className="text-2xl font-bold text-navy-900">
        Change email
      </h2>
      <p className="mt-2 mb-5 text-navy-800">You sign in with this address, and course mail goes to it.</p>
      <TextField id="account-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary')} mt-5 w-full disabled:opacity-70 sm:w-auto`}>
        {isSubmitting ? 'Updating...' : 'Update Email'}
      </button>
    </Form>
  )
}
