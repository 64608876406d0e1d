'use client'

import { useForm } from 'react-hook-form'

import { Form } from '@/components/ui/Form'
import { apiRequest } from '@/lib/browser/apiClient'
import { showServerFieldErrors } from '@/lib/browser/serverFieldErrors'
import type { ContactInput } from '@/lib/validation/contact'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'

import { TextField } from '../learner/TextField'
import { buttonClasses } from '../ui/ButtonLink'
import { Field, inputClasses } from '../ui/Field'
import { useToast } from '../ui/Toaster'
import { supportEmail } from '@/lib/rules/supportEmail'

const resolver = lazyZodResolver<ContactInput>(async () => (await import('@/lib/validation/contact')).contactSchema)
const fields = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const
const empty: ContactInput = { name: '', email: '', company: '', phone: '', subject: '', message: '' }

/** The contact form (spec 2.13): sent to /api/v1/contact, then a toast says how it went. */
export const ContactForm = () => {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver, defaultValues: empty })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/v1/contact', values)
      reset(empty)
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." })
    } catch (error) {
      showServerFieldErrors(error, setError, fields)
      toast({ variant: 'destructive', title: 'Failed to send message', description: `Please try again, or email us directly at ${supportEmail}.` })
    }
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
        <TextField id="contact-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
        <TextField id="contact-company" label="Company" hint="(optional)" autoComplete="organization" error={errors.company?.message} registration={register('company')} />
        <TextField id="contact-phone" label="Phone" hint="(optional)" type="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
      </div>
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
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary')} w-full disabled:opacity-70 sm:w-auto`}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </Form>
  )
}
