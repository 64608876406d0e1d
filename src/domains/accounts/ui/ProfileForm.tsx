'use client'

import { useRouter } from 'next/navigation'

import { mergeStoredUser, type StoredUser } from '@/lib/browser/storedUser'
import { useApiForm } from '@/lib/browser/useApiForm'
import { fullName } from '@/lib/rules/names'
import type { ProfileInput } from '@/lib/validation/account'
import { Form } from '@/ui/Form'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'
import { useToast } from '@/ui/Toaster'
import { callAccounts } from './accountsApi'

type ProfileValues = Omit<ProfileInput, 'name' | 'userId'>

/** Profile edit (spec 2.11): the answer is merged into the stored user and the header shows the new name. */
export const ProfileForm = ({ user }: { user: StoredUser }) => {
  const router = useRouter()
  const toast = useToast()
  const { register, errors, isSubmitting, onSubmit } = useApiForm({
    schema: async () => (await import('@/lib/validation/account')).profileSchema,
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', company: user.company ?? '', jobTitle: user.jobTitle ?? '', phone: user.phone ?? '' },
    send: (values: ProfileValues) => callAccounts('profile', { body: { ...values, name: fullName(values), userId: user.id } }),
    serverFields: ['firstName', 'lastName', 'company', 'jobTitle', 'phone'],
    fallbackMessage: 'Failed to update profile. Please try again.',
    onSuccess: (updated) => {
      mergeStoredUser(updated)
      toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' })
      router.refresh()
    },
    onFailure: (message) => toast({ variant: 'destructive', title: 'Update failed', description: message }),
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="profile-first-name" label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="profile-last-name" label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
      </div>
      <TextField id="profile-company" label="Company name" autoComplete="organization" error={errors.company?.message} registration={register('company')} />
      <TextField id="profile-job-title" label="Job title" hint="(optional)" autoComplete="organization-title" error={errors.jobTitle?.message} registration={register('jobTitle')} />
      <TextField id="profile-phone" label="Phone" hint="(optional)" type="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." className="w-full sm:w-auto">
        Save Changes
      </SubmitButton>
    </Form>
  )
}
