'use client'

import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

import { failureMessage, showServerFieldErrors } from '@/lib/browser/serverFieldErrors'
import { lazyZodResolver } from '@/lib/validation/lazyResolver'

/** A form-level message: the server's answer after a submit, in red (error) or green (success). */
export type FormOutcome = { tone: 'error' | 'success'; message: string }

export type ApiFormOptions<Values extends FieldValues, Answer> = {
  /** Loads the zod schema the endpoint uses too; it is loaded on the first submit, not with the page. */
  schema?: () => Promise<z.ZodType>
  defaultValues?: NoInfer<DefaultValues<Values>>
  /**
   * Sends the form's values through the API client: `send: (values: ProfileInput) => callAccounts('profile', { body: values })`.
   * The form's values are the type its parameter is given, and the answer is what the call answers.
   */
  send: (values: Values) => Promise<Answer>
  /** The fields the server may name in its `errors`; their messages are shown under those fields. */
  serverFields?: readonly NoInfer<Path<Values>>[]
  /** The message when the call never got an answer from the server. */
  fallbackMessage?: string
  /** Runs after a successful call; a string it returns is shown as the success message. */
  onSuccess?: (answer: Answer, form: UseFormReturn<Values>) => string | void
  /** Runs after a failed call, with the message to show (the server's, or the fallback). */
  onFailure?: (message: string, form: UseFormReturn<Values>) => void
}

/**
 * A react-hook-form form that validates with its zod schema and submits with `send`: the server's field
 * errors go under the fields and its message becomes `outcome` (also passed to onFailure, for a toast).
 */
export const useApiForm = <Values extends FieldValues, Answer = unknown>(options: ApiFormOptions<Values, Answer>) => {
  const { schema, defaultValues, send, serverFields = [], fallbackMessage = 'Something went wrong. Please try again.', onSuccess, onFailure } = options
  const [resolver] = useState(() => (schema ? lazyZodResolver<Values>(schema) : undefined))
  const form = useForm<Values>({ resolver, defaultValues })
  const [outcome, setOutcome] = useState<FormOutcome | null>(null)

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const answer = await send(values)
      const message = onSuccess?.(answer, form)
      if (message) setOutcome({ tone: 'success', message })
    } catch (error) {
      showServerFieldErrors(error, form.setError, serverFields)
      const message = failureMessage(error, fallbackMessage)
      setOutcome({ tone: 'error', message })
      onFailure?.(message, form)
    }
  })

  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, onSubmit, outcome }
}
