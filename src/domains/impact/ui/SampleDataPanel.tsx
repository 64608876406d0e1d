'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { failureMessage, postJson } from '@/lib/browser/staffApi'

/**
 * "Sample data" on Reports → Impact while the site holds what the sample content invented: how much, and one action
 * that removes it all (confirmed with a tick; audited).
 */
export const SampleDataPanel = ({ learners, businesses }: { learners: number; businesses: number }) => {
  const router = useRouter()
  const [confirmed, setConfirmed] = useState(false)
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | undefined>()
  const headingId = useId()
  const checkboxId = useId()
  const held = learners + businesses > 0
  // Drawn while there is sample data, and after removing it to say so (the page is drawn again without it).
  if (!held && !message) return null

  const remove = async () => {
    setMessage(undefined)
    const answer = await postJson('/api/reports/sample-data/remove', { confirm: confirmed })
    setMessage({ tone: answer.ok ? 'done' : 'error', text: failureMessage(answer) })
    if (answer.ok) router.refresh()
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Sample data</h2>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`staff-panel__${message.tone}`}>
          {message.text}
        </p>
      ) : null}
      {held ? (
        <>
          <p>
            This site holds the sample content&apos;s invented learners ({learners}) and businesses ({businesses}) with their answers. Reports that count
            them say &ldquo;Includes sample data&rdquo; first. Remove them before you share figures with the funder.
          </p>
          <div className="staff-panel__kept">
            <input id={checkboxId} type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
            <label htmlFor={checkboxId}>I understand the sample learners and businesses, and all their answers, are deleted</label>
          </div>
          <div className="staff-panel__actions">
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void remove()}>
              Remove the sample data
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}
