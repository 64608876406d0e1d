'use client'

import Link from 'next/link'
import { useState } from 'react'

import { Form } from '@/components/ui/Form'
import { apiRequest, ApiRequestError } from '@/lib/browser/apiClient'
import { readStoredUser, storeUser, type StoredUser } from '@/lib/browser/storedUser'

import { FormAlert } from '../learner/FormAlert'
import { buttonClasses } from '../ui/ButtonLink'

const invalidLinkMessage = 'This email confirmation link is invalid. Please change your email again from your account settings.'

/** Confirms an email change with the token from the mailed link, then updates the stored user if it is this learner. */
export const ConfirmEmailForm = ({ token }: { token: string | null }) => {
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(token ? null : { tone: 'error', message: invalidLinkMessage })
  const [isSubmitting, setSubmitting] = useState(false)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!token) return
    setSubmitting(true)
    setResult(null)
    try {
      const user = await apiRequest<StoredUser>('POST', '/api/v1/account/email/confirm', { token })
      if (readStoredUser()?.id === user.id) storeUser(user)
      setResult({ tone: 'success', message: `Your email address is now ${user.email}. Use it the next time you sign in.` })
    } catch (error) {
      setResult({ tone: 'error', message: error instanceof ApiRequestError ? error.message : 'Failed to confirm your email. Please try again.' })
    } finally {
      setSubmitting(false)
    }
  }

  const done = result?.tone === 'success'
  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {result ? <FormAlert tone={result.tone}>{result.message}</FormAlert> : null}
      {done ? (
        <Link href="/v1/account" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
          Back to account settings
        </Link>
      ) : token ? (
        <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary')} w-full disabled:opacity-70`}>
          {isSubmitting ? 'Confirming...' : 'Confirm New Email'}
        </button>
      ) : null}
    </Form>
  )
}
