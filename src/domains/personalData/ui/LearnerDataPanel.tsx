'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { failureMessage, onEnter, postJson } from '@/lib/browser/staffApi'

/**
 * "Their data" on a learner's page, for requests by email (UK GDPR): download everything we hold about them, as they
 * would themselves, and close the account. Closing asks for the learner's email to be typed; both are audited.
 */
export const LearnerDataPanel = () => {
  const { id } = useDocumentInfo()
  const closedAt = useFormFields(([fields]) => fields.closedAt?.value as string | undefined)
  const router = useRouter()
  const [confirmEmail, setConfirmEmail] = useState('')
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | undefined>()
  const headingId = useId()
  const inputId = useId()

  if (!id) return null

  const close = async () => {
    setMessage(undefined)
    const answer = await postJson(`/api/course-users/${id}/close`, { confirmEmail })
    if (!answer.ok) {
      setMessage({ tone: 'error', text: failureMessage(answer) })
      return
    }
    setMessage({ tone: 'done', text: failureMessage(answer) })
    router.refresh()
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Their data</h3>
      <p>
        <a href={`/api/course-users/${id}/personal-data`} download>
          Download this learner&apos;s data (ZIP of JSON and CSV)
        </a>
      </p>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`staff-panel__${message.tone}`}>
          {message.text}
        </p>
      ) : null}
      {closedAt ? (
        <p>This account was closed on {new Date(closedAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' })}.</p>
      ) : (
        <div role="group" aria-labelledby={headingId}>
          <p>
            Close this account when the learner asks by email. Their name, contact details and sign-in go; their progress and
            certificates still count in the figures, and a certificate&apos;s page then says the holder closed their account.
          </p>
          <label htmlFor={inputId}>Type the learner&apos;s email to confirm</label>
          <input id={inputId} type="email" autoComplete="off" value={confirmEmail} onChange={(event) => setConfirmEmail(event.target.value)} onKeyDown={onEnter(close)} />
          <div className="staff-panel__actions">
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void close()}>
              Close this account
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
