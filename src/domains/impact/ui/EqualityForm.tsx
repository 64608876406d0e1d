'use client'

import { useApiForm } from '@/lib/browser/useApiForm'
import type { EqualityAnswersBody } from '../contract/schemas'
import { equalityQuestionNames, equalityQuestions } from '@/lib/rules/equality'
import type { EqualityInput } from '@/lib/validation/equality'
import { Field, inputClasses } from '@/ui/Field'
import { Form } from '@/ui/Form'
import { OutcomeLine } from '@/ui/FormAlert'
import { SubmitButton } from '@/ui/SubmitButton'
import { callImpact } from './impactApi'

type Values = Omit<EqualityInput, 'userId'>

const asFormValues = (answers: EqualityAnswersBody): Values => ({
  ageBand: answers.ageBand ?? '',
  sex: answers.sex ?? '',
  ethnicGroup: answers.ethnicGroup ?? '',
  disability: answers.disability ?? '',
})

/** The optional equality questions on the profile page, each with "Prefer not to say", saved together. */
export const EqualityForm = ({ userId, answers }: { userId: string; answers: EqualityAnswersBody }) => {
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('@/lib/validation/equality')).equalitySchema,
    defaultValues: asFormValues(answers),
    send: (values: Values) => callImpact('saveEqualityAnswers', { body: { ...values, userId } }),
    serverFields: equalityQuestionNames,
    fallbackMessage: 'Failed to save your answers. Please try again.',
    onSuccess: (saved, form) => {
      form.reset(asFormValues(saved))
      return 'Your answers are saved.'
    },
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {equalityQuestionNames.map((question) => {
        const id = `equality-${question}`
        const error = errors[question]?.message
        return (
          <Field key={question} id={id} label={equalityQuestions[question].label} error={error}>
            <select id={id} className={inputClasses} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...register(question)}>
              <option value="">Not answered</option>
              {equalityQuestions[question].options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        )
      })}
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." className="w-full sm:w-auto">
        Save answers
      </SubmitButton>
      <OutcomeLine outcome={outcome} />
    </Form>
  )
}
