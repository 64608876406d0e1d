'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { failureMessage, onEnter, postJson } from '@/lib/browser/staffApi'

type Secret = { secret: string; qrCode: string }

/**
 * Setting up two-factor sign-in: a QR code (and the key to type, for an app that cannot scan) for an authenticator
 * app, then the first six-digit code it shows. On success it hands on the code and the new recovery codes. Used on
 * the sign-in screen (with the setup ticket) and on the staff member's own account page (signed in).
 */
export const TwoFactorSetup = ({ setupTicket, onEnabled }: { setupTicket?: string; onEnabled: (code: string, recoveryCodes: string[]) => void }) => {
  const [secret, setSecret] = useState<Secret | undefined>()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const started = useRef(false)
  const codeId = useId()
  const errorId = useId()

  useEffect(() => {
    if (started.current) return
    started.current = true
    void postJson<Secret>('/api/users/two-factor/setup', { setupTicket }).then((answer) =>
      answer.ok ? setSecret(answer.body) : setError(failureMessage(answer)),
    )
  }, [setupTicket])

  const submit = async () => {
    setBusy(true)
    setError(undefined)
    const answer = await postJson<{ recoveryCodes: string[] }>('/api/users/two-factor/enable', { code, setupTicket })
    setBusy(false)
    if (answer.ok) onEnabled(code.replace(/\s/g, ''), answer.body.recoveryCodes)
    else setError(failureMessage(answer))
  }

  if (!secret) return error ? <p role="alert">{error}</p> : <p role="status">Preparing your code…</p>
  return (
    // Not a <form>: on the account page this sits inside Payload's document form, which a nested form would submit.
    <div className="staff-panel__setup" role="group" aria-label="Set up two-factor sign-in">
      <ol className="staff-panel__steps">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password)
          and add an account by scanning this code:
          {/* The QR code is an image of the key below, which is the text alternative; a data URL, nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL made by the server */}
          <img className="staff-panel__qr" src={secret.qrCode} width={200} height={200} alt="QR code for your authenticator app (the key is written out below)" />
          <p>
            Cannot scan? Type this key instead: <code className="staff-panel__key">{secret.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
        </li>
        <li>
          <div className="field-type text">
            <label className="field-label" htmlFor={codeId}>
              Enter the 6-digit code the app shows
            </label>
            <div className="field-type__wrap">
              <input
                id={codeId}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={onEnter(submit)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                required
              />
            </div>
          </div>
        </li>
      </ol>
      {error ? (
        <p id={errorId} role="alert" className="staff-panel__error">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--style-primary btn--size-large" disabled={busy} onClick={() => void submit()}>
        {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
      </button>
    </div>
  )
}
