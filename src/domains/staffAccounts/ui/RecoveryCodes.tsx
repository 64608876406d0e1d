'use client'

import { useState } from 'react'

/**
 * The ten recovery codes, shown once: each lets you sign in once without your phone. Copy or download them; the
 * button to go on waits until you say you have kept them.
 */
export const RecoveryCodes = ({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) => {
  const [kept, setKept] = useState(false)
  const [copied, setCopied] = useState(false)
  const text = `Solving Tech staff recovery codes (each works once)\n\n${codes.join('\n')}\n`
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = 'solving-tech-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined)
    setCopied(true)
  }
  return (
    <div className="staff-panel__codes">
      <p>
        Keep these recovery codes somewhere safe, away from your phone. If you lose your phone, each one signs you in
        once in place of a code from the app. They are not shown again.
      </p>
      <ol aria-label="Recovery codes" className="staff-panel__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="staff-panel__actions">
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={download}>
          Download as a text file
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={copy}>
          Copy
        </button>
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </div>
      <label className="staff-panel__kept">
        <input type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} /> I have kept my recovery codes
      </label>
      <button type="button" className="btn btn--style-primary btn--size-large" disabled={!kept} onClick={onDone}>
        {doneLabel}
      </button>
    </div>
  )
}
