'use client'

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiRequestError } from './apiClient'

/** Puts the server's per-field messages (CONTRACT.md `errors`) under the form's own fields. */
export const showServerFieldErrors = <Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>, fields: readonly Path<Values>[]): void => {
  if (!(error instanceof ApiRequestError)) return
  for (const { field, message } of error.fieldErrors) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<Values>, { message })
  }
}

/** The server's message for a failed call, or the screen's own fallback when the call never got an answer. */
export const failureMessage = (error: unknown, fallback: string): string => (error instanceof ApiRequestError ? error.message : fallback)
