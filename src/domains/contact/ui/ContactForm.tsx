'use client'

import { useApiForm } from '@/lib/browser/useApiForm'
import { supportEmail } from '@/lib/rules/supportEmail'
import { contactTopics, replyPromise } from '@/lib/validation/contactTopics'
import { Field, inputClasses } from '@/ui/Field'
import { Form } from '@/ui/Form'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'
import { useToast } from '@/ui/Toaster'

import type { ContactInput } from '../contract/schemas'
import { callContact } from './contactApi'

const empty: ContactInput = { topic: 'general', name: '', email: '', company: '', phone: '', subject: '', message: '' }

/** The contact form (spec 2.13): sent to the team (the contract's `contact` call), then a toast says how it went. */
export const ContactForm = () => {
  const toast = useToast()
  const { register, errors, isSubmitting, onSubmit } = useApiForm({
    schema: async () => (await import('../contract/schemas')).contactSchema,
    defaultValues: empty,
    send: (values: ContactInput) => callContact('contact', { body: values }),
    serverFields: ['topic', 'name', 'email', 'company', 'phone', 'subject', 'message'],
    onSuccess: (_answer, form) => {
      const promise = replyPromise(form.getValues('topic')).toLowerCase()
      form.reset(empty)
      toast({ title: 'Message sent successfully!', description: `We'll get back to you ${promise}.` })
    },
    onFailure: () => toast({ variant: 'destructive', title: 'Failed to send message', description: `Please try again, or email us directly at ${supportEmail}.` }),
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
        <TextField id="contact-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
        <TextField id="contact-company" label="Company" hint="(optional)" autoComplete="organization" error={errors.company?.message} registration={register('company')} />
        <TextField id="contact-phone" label="Phone" hint="(optional)" type="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
      </div>
      <Field id="contact-topic" label="What is it about?" error={errors.topic?.message}>
        <select id="contact-topic" className={inputClasses} aria-invalid={!!errors.topic} aria-describedby={errors.topic ? 'contact-topic-error' : undefined} {...register('topic')}>
          {contactTopics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label} (we reply {replyPromise(topic.value).toLowerCase()})
            </option>
          ))}
        </select>
      </Field>
      <TextField id="contact-subject" label="Subject" error={errors.subject?.message} registration={register('subject')} />
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={6}
          className={inputClasses}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...register('message')}
        />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Sending..." className="w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </Form>
  )
}
