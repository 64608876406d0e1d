'use client'

import { useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { failureMessage, postJson } from '@/lib/browser/staffApi'

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

/**
 * "Send" on a saved waiting-list announcement: how many people it would reach now (confirmed, not unsubscribed), then
 * a press and a second press to be sure. Once sent it says when and to how many; it is never sent twice.
 */
export const SendAnnouncementPanel = () => {
  const { id } = useDocumentInfo()
  const sentAt = useFormFields(([fields]) => fields.sentAt?.value as string | undefined)
  const modified = useFormModified()
  const router = useRouter()
  const [recipients, setRecipients] = useState<number | undefined>()
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | undefined>()
  const headingId = useId()

  useEffect(() => {
    if (!id || sentAt) return
    let current = true
    void fetch('/api/waiting-list-announcements/recipients', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ recipients: number }>) : undefined))
      .then((read) => {
        if (current && read) setRecipients(read.recipients)
      })
    return () => {
      current = false
    }
  }, [id, sentAt])

  const send = async () => {
    setMessage(undefined)
    const answer = await postJson<{ recipients: number }>(`/api/waiting-list-announcements/${id}/send`, {})
    setConfirming(false)
    if (!answer.ok) {
      setMessage({ tone: 'error', text: failureMessage(answer) })
      return
    }
    setMessage({ tone: 'done', text: `Sent to ${people(answer.body.recipients)}. The mails go out through the queue: see Learners → Sent mail.` })
    router.refresh()
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Send</h3>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`staff-panel__${message.tone}`}>
          {message.text}
        </p>
      ) : null}
      {!id ? (
        <p>Save the announcement first; then you can send it.</p>
      ) : sentAt ? (
        <p>Sent on {new Date(sentAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' })}. An announcement is sent once only.</p>
      ) : recipients === undefined ? (
        <p>Counting the people it would reach…</p>
      ) : modified ? (
        <p>Save your changes before you send, so everyone gets what you see.</p>
      ) : recipients === 0 ? (
        <p>Nobody has confirmed their place on the waiting list yet, so there is nobody to send it to.</p>
      ) : confirming ? (
        <div role="group" aria-label="Confirm sending">
          <p>
            Send this announcement to {people(recipients)} now? It cannot be undone or sent again.
          </p>
          <div className="staff-panel__actions">
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void send()}>
              Yes, send it
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <p>It goes to everyone who confirmed their place and has not unsubscribed: {people(recipients)} now.</p>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => setConfirming(true)}>
            Send to {people(recipients)}
          </button>
        </>
      )}
    </section>
  )
}
