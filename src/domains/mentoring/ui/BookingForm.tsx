'use client'

import { useQueryClient } from '@tanstack/react-query'

import { useApiForm } from '@/lib/browser/useApiForm'
import { callTimeLabel, timeRangeLabel } from '@/lib/rules/calls'
import { ukDayLabel } from '@/lib/rules/ukTime'
import { Field, inputClasses } from '@/ui/Field'
import { Form } from '@/ui/Form'
import { SubmitButton } from '@/ui/SubmitButton'
import { useToast } from '@/ui/Toaster'

import { mentoringHowLearnerLabels, mentoringLimits } from '../contract/rules'
import type { BookSlotInput, FreeSlotBody } from '../contract/schemas'
import { bookingsQueryKey, slotsQueryKey } from './queryKeys'
import { callMentoring } from './mentoringApi'

type Course = { id: string; title: string }

/** The free slots by UK day, in order. */
const byDay = (slots: readonly FreeSlotBody[]) => {
  const days = new Map<string, FreeSlotBody[]>()
  for (const slot of slots) days.set(ukDayLabel(slot.startsAt), [...(days.get(ukDayLabel(slot.startsAt)) ?? []), slot])
  return [...days]
}

/** "Book a mentoring call": the course it is about, a free time, what to cover, and a number for a phone call. */
export const BookingForm = ({ courses, slots }: { courses: readonly Course[]; slots: readonly FreeSlotBody[] }) => {
  const queryClient = useQueryClient()
  const toast = useToast()
  const { register, errors, isSubmitting, onSubmit, outcome, watch, reset } = useApiForm({
    schema: async () => (await import('../contract/schemas')).bookSlotSchema,
    defaultValues: { courseId: courses[0]?.id ?? '', slotId: '', topic: '', phone: '' },
    send: (values: BookSlotInput) => callMentoring('bookMentoring', { body: values }),
    serverFields: ['slotId', 'courseId', 'topic', 'phone'],
    onSuccess: (booking) => {
      reset({ courseId: courses[0]?.id ?? '', slotId: '', topic: '', phone: '' })
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey })
      void queryClient.invalidateQueries({ queryKey: slotsQueryKey })
      toast({ title: 'Mentoring call booked', description: `${callTimeLabel(booking)}. We've emailed you the invitation.` })
    },
    onFailure: () => void queryClient.invalidateQueries({ queryKey: slotsQueryKey }),
  })
  const chosen = slots.find((slot) => slot.id === watch('slotId'))
  const fieldError = (name: keyof BookSlotInput) => errors[name]?.message
  return (
    <Form onSubmit={onSubmit} className="mt-4 space-y-5" aria-label="Book a mentoring call">
      {courses.length > 1 ? (
        <Field id="booking-course" label="Which course is it about?" error={fieldError('courseId')}>
          <select id="booking-course" className={inputClasses} aria-invalid={!!errors.courseId} {...register('courseId')}>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <input type="hidden" {...register('courseId')} />
      )}
      <fieldset aria-describedby={errors.slotId ? 'booking-slot-error' : undefined}>
        <legend className="font-semibold">Pick a time (UK time)</legend>
        {byDay(slots).map(([day, daySlots]) => (
          <div key={day} className="mt-3">
            <p className="font-semibold text-navy-900">{day}</p>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {daySlots.map((slot) => (
                <label key={slot.id} className="flex min-h-11 items-center gap-3 rounded-lg border-2 border-navy-100 px-3 py-2 has-[:checked]:border-navy-900">
                  <input type="radio" value={slot.id} className="size-5" {...register('slotId')} />
                  <span>
                    <span className="font-semibold">{timeRangeLabel(slot)}</span>
                    <span className="block text-navy-800">
                      {slot.mentor.name} · {mentoringHowLearnerLabels[slot.how]} · {slot.durationMinutes} minutes
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
        {errors.slotId ? (
          <p id="booking-slot-error" className="mt-1 font-semibold text-red-700">
            {errors.slotId.message}
          </p>
        ) : null}
      </fieldset>
      <Field id="booking-topic" label="What do you want to cover?" hint="A line or two is enough." error={fieldError('topic')}>
        <textarea
          id="booking-topic"
          rows={3}
          maxLength={mentoringLimits.topicLength}
          className={inputClasses}
          aria-invalid={!!errors.topic}
          aria-describedby={errors.topic ? 'booking-topic-error' : undefined}
          {...register('topic')}
        />
      </Field>
      {chosen?.how === 'phone' ? (
        <Field id="booking-phone" label="The number to phone you on" error={fieldError('phone')}>
          <input
            id="booking-phone"
            type="tel"
            autoComplete="tel"
            className={inputClasses}
            aria-invalid={!!errors.phone}
            aria-describedby={errors.phone ? 'booking-phone-error' : undefined}
            {...register('phone')}
          />
        </Field>
      ) : null}
      {outcome?.tone === 'error' && !errors.topic && !errors.phone && !errors.slotId ? (
        <p role="alert" className="font-semibold text-red-700">
          {outcome.message}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel="Booking...">
        Book this time
      </SubmitButton>
    </Form>
  )
}
