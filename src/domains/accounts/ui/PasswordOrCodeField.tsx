'use client'

import { useEffect, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { failureMessage } from '@/lib/browser/serverFieldErrors'
import type { FormOutcome } from '@/lib/browser/useApiForm'
import { signInCodeDigits } from '@/lib/rules/signInCodes'
import { OutcomeLine } from '@/ui/FormAlert'
import { PasswordField } from '@/ui/PasswordField'
import { TextField } from '@/ui/TextField'
import { buttonClasses } from '@/ui/buttonStyles'

import { callAccounts } from './accountsApi'

type ProofValues = { currentPassword?: string; code?: string }

const linkButtonClasses = 'min-h-11 text-left font-semibold text-navy-900 underline disabled:opacity-70'

/**
 * How a learner confirms a change of email or closing the account (passwordOrCode): their current password, or a code
 * we email them. An account with no password gets the code box; one with a password can switch to it with "No
 * password to hand?", and back. Only the shown box is in the form's values, so the schema sees one of the two.
 */
export const PasswordOrCodeField = <Values extends FieldValues>({ id, form, signsInByCode }: { id: string; form: UseFormReturn<Values>; signsInByCode: boolean }) => {
  const { register, unregister, setValue, setFocus, formState } = form as unknown as UseFormReturn<ProofValues>
  const [byCode, setByCode] = useState(signsInByCode)
  const [sending, setSending] = useState(false)
  const [note, setNote] = useState<FormOutcome | null>(null)
  const [codesSent, setCodesSent] = useState(0)
  const { errors } = formState

  useEffect(() => {
    unregister(byCode ? 'currentPassword' : 'code')
    if (byCode) setValue('code', '')
  }, [byCode, unregister, setValue])

  // The box the learner types in next, once the mail is on its way (the link they pressed may be gone).
  useEffect(() => {
    if (codesSent > 0) setFocus('code')
  }, [codesSent, setFocus])

  const emailCode = async () => {
    setSending(true)
    setNote(null)
    try {
      const { message } = await callAccounts('confirmationCode')
      setByCode(true)
      setNote({ tone: 'success', message })
      setCodesSent((sent) => sent + 1)
    } catch (error) {
      setNote({ tone: 'error', message: failureMessage(error, 'Sending the code failed. Check your signal and try again.') })
    } finally {
      setSending(false)
    }
  }

  if (!byCode) {
    return (
      <div className="space-y-2">
        <PasswordField
          id={`${id}-current-password`}
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
        <button type="button" onClick={emailCode} disabled={sending} className={linkButtonClasses}>
          {sending ? 'Sending a code...' : 'No password to hand? Email me a code'}
        </button>
        <OutcomeLine outcome={note} />
      </div>
    )
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={emailCode} disabled={sending} className={`${buttonClasses('outline')} w-full disabled:opacity-70 sm:w-auto`}>
        {sending ? 'Sending...' : codesSent > 0 ? 'Email Me a New Code' : 'Email Me a Code'}
      </button>
      <OutcomeLine outcome={note} />
      <TextField
        id={`${id}-code`}
        label={`The ${signInCodeDigits}-digit code from the email`}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        registration={register('code')}
      />
      {signsInByCode ? null : (
        <button
          type="button"
          onClick={() => {
            setNote(null)
            setByCode(false)
          }}
          className={linkButtonClasses}
        >
          Use my password instead
        </button>
      )}
    </div>
  )
}
