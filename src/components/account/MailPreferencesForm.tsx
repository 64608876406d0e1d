'use client'

import { Form } from '@/components/ui/Form'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useApiForm } from '@/lib/browser/useApiForm'
import { mailTopicLabels, mailTopics, type MailPreferences } from '@/lib/rules/mailKinds'

import { FormAlert } from '../learner/FormAlert'
import { useToast } from '../ui/Toaster'

/** Which programme mails the learner gets (reminders, course emails); each mail's unsubscribe link changes the same choices. */
export const MailPreferencesForm = ({ userId, preferences }: { userId: string; preferences: MailPreferences }) => {
  const toast = useToast()
  const { register, isSubmitting, onSubmit, outcome } = useApiForm<MailPreferences, MailPreferences>({
    defaultValues: preferences,
    method: 'PUT',
    path: '/api/v1/account/mail-preferences',
    body: (values) => ({ ...values, userId }),
    fallbackMessage: 'Failed to save your email choices. Please try again.',
    onSuccess: (saved, form) => {
      form.reset(saved)
      return 'Your email choices are saved.'
    },
    onFailure: (message) => toast({ variant: 'destructive', title: 'Email choices not saved', description: message }),
  })

  return (
    <Form onSubmit={onSubmit} aria-labelledby="mail-preferences-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <div>
        <h2 id="mail-preferences-heading" className="text-2xl font-bold text-navy-900">
          Email preferences
        </h2>
        <p className="mt-2 text-navy-800">Choose what we email you. Password and security emails always arrive.</p>
      </div>
      {outcome?.tone === 'success' ? <FormAlert tone="success">{outcome.message}</FormAlert> : null}
      <fieldset className="space-y-3">
        <legend className="sr-only">Emails I want</legend>
        {mailTopics.map((topic) => (
          <div key={topic} className="flex items-start gap-3">
            <input id={`mail-${topic}`} type="checkbox" className="mt-1 h-6 w-6 shrink-0 accent-accent-600" {...register(topic)} />
            <label htmlFor={`mail-${topic}`} className="text-navy-900">
              {mailTopicLabels[topic]}
            </label>
          </div>
        ))}
      </fieldset>
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." className="w-full sm:w-auto">
        Save Email Preferences
      </SubmitButton>
    </Form>
  )
}
