'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { apiRequest } from '@/lib/browser/apiClient'
import { failureMessage, showServerFieldErrors } from '@/lib/browser/serverFieldErrors'
import { mergeStoredUser, type StoredUser } from '@/lib/browser/storedUser'
import { fullName } from '@/lib/rules/names'
import type { ProfileInput } from '@/lib/validation/account'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'

import { TextField } from '../learner/TextField'
import { buttonClasses } from '../ui/ButtonLink'
import { useToast } from '../ui/Toaster'

type ProfileValues = Omit<ProfileInput, 'name' | 'userId'>

const resolver = lazyZodResolver<ProfileValues>(async () => (await import('@/lib/validation/account')).profileSchema)
const fields = ['firstName', 'lastName', 'company', 'jobTitle', 'phone'] as const

/** Profile edit (spec 2.11): the answer is merged into the stored user and the header shows the new name. */
export const ProfileForm = ({ user }: { user: StoredUser }) => {
  const router = useRouter()
  const toast = useToast()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver,
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', company: user.company ?? '', jobTitle: user.jobTitle ?? '', phone: user.phone ?? '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await apiRequest<StoredUser>('PUT', '/api/v1/profile', { ...values, name: fullName(values), userId: user.id })
      mergeStoredUser(updated)
      toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' })
      router.refresh()
    } catch (error) {
      showServerFieldErrors(error, setError, fields)
      toast({ variant: 'destructive', title: 'Update failed', description: failureMessage(error, 'Failed to update profile. Please try again.') })
    }
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
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary')} w-full disabled:opacity-70 sm:w-auto`}>
        {isSubmitting ? 'Saving...' : 'Save Changes'}
      </button>
    </Form>
  )
}
