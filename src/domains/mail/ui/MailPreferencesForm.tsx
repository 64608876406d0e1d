'use client'

import { useApiForm } from '@/lib/browser/useApiForm'
import { mailTopicLabels, mailTopics, type MailPreferences } from '@/lib/rules/mailKinds'
import { FormAlert } from '@/ui/FormAlert'
import { SubmitButton } from '@/ui/SubmitButton'
import { useToast } from '@/ui/Toaster'

import { SettingsForm } from '@/ui/SettingsForm'

import { callMail } from './mailApi'

/** Which programme mails the learner gets (reminders, course emails); each mail's unsubscribe link changes the same choices. */
export const MailPreferencesForm = ({ userId, preferences }: { userId: string; preferences: MailPreferences }) => {
  const toast = useToast()
  const { register, isSubmitting, onSubmit, outcome } = useApiForm({
    defaultValues: preferences,
    send: (values: MailPreferences) => callMail('mailPreferences', { body: { ...values, userId } }),
    fallbackMessage: 'Failed to save your email choices. Please try again.',
    onSuccess: (saved, form) => {
      form.reset(saved)
      return 'Your email choices are saved.'
    },
    onFailure: (message) => toast({ variant: 'destructive', title: 'Email choices not saved', description: message }),
  })

  return (
    <SettingsForm id="mail-preferences" title="Email preferences" intro="Choose what we email you. Password and security emails always arrive." onSubmit={onSubmit}>
      {outcome?.tone === 'success' ? <FormAlert tone="success">{outcome.message}</FormAlert> : null}
      <fieldset className="space-y-3">
        <legend className="sr-only">Emails I want</legend>
        {mailTopics.map((topic) => (
          <div key={topic} className="flex items-start gap-3">
            <input
              id={`mail-${topic}`}
              type="checkbox"
              className="mt-1 h-6 w-6 shrink-0 accent-accent-600"
              defaultChecked={preferences[topic]}
              {...register(topic)}
            />
            <label htmlFor={`mail-${topic}`} className="text-navy-900">
              {mailTopicLabels[topic]}
            </label>
          </div>
        ))}
      </fieldset>
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." className="w-full sm:w-auto">
        Save Email Preferences
      </SubmitButton>
    </SettingsForm>
  )
}
