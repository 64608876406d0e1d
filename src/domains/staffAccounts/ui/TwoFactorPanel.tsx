'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { failureMessage, onEnter, postJson } from '@/lib/browser/staffApi'

import { RecoveryCodes } from './RecoveryCodes'
import { TwoFactorSetup } from './TwoFactorSetup'

type Status = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean }
type Mode = 'idle' | 'setup' | 'renew' | 'disable' | 'reset' | 'codes'

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '')

/**
 * "Two-factor sign-in" on a staff account's page. On your own: set it up (QR code, first code, recovery codes), get
 * new recovery codes, or turn it off with your password and a code (unless the server requires it). On a colleague's:
 * whether it is on, and "Turn off" with your own password for when they lost their phone and their codes (they are
 * mailed who did it).
 */
export const TwoFactorPanel = () => {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const own = Boolean(user && id && String(user.id) === String(id))
  const [status, setStatus] = useState<Status | undefined>()
  const [mode, setMode] = useState<Mode>('idle')
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([])
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | undefined>()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const ids = { heading: useId(), code: useId(), password: useId() }

  // Bumped after each change, to read the status again.
  const [version, setVersion] = useState(0)
  const load = () => setVersion((value) => value + 1)

  useEffect(() => {
    if (!id) return
    let current = true
    void fetch(`/api/users/${id}/two-factor`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<Status>) : undefined))
      .then((read) => {
        if (current && read) setStatus(read)
      })
    return () => {
      current = false
    }
  }, [id, version])

  if (!id || !status) return null

  const run = async (path: string, body: unknown, done: (answer: Record<string, unknown>) => void) => {
    setMessage(undefined)
    const answer = await postJson(path, body)
    if (!answer.ok) {
      setMessage({ tone: 'error', text: failureMessage(answer) })
      return
    }
    done(answer.body)
    setCode('')
    setPassword('')
    load()
  }

  const renew = () =>
    run('/api/users/two-factor/recovery-codes', { code }, (answer) => {
      setRecoveryCodes(answer.recoveryCodes as string[])
      setMode('codes')
    })
  const disable = () =>
    run('/api/users/two-factor/disable', { currentPassword: password, code }, () => {
      setMode('idle')
      setMessage({ tone: 'done', text: 'Two-factor sign-in is off.' })
    })
  const reset = () =>
    run(`/api/users/${id}/two-factor/reset`, { currentPassword: password }, () => {
      setMode('idle')
      setMessage({ tone: 'done', text: 'Two-factor sign-in is off for this account. They have been emailed that you turned it off.' })
    })

  const passwordField = (label: string, submit: () => unknown) => (
    <div className="field-type password">
      <label className="field-label" htmlFor={ids.password}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id={ids.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={onEnter(submit)}
        />
      </div>
    </div>
  )

  const codeField = (submit: () => unknown) => (
    <div className="field-type text">
      <label className="field-label" htmlFor={ids.code}>
        Current code from your authenticator app
      </label>
      <div className="field-type__wrap">
        <input id={ids.code} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} onKeyDown={onEnter(submit)} />
      </div>
    </div>
  )

  return (
    <section className="staff-panel" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Two-factor sign-in</h3>
      <p>
        {status.enabled
          ? `On since ${day(status.enabledAt)}: signing in needs a code from an authenticator app. ${status.recoveryCodesLeft} of 10 recovery codes left.`
          : status.required
            ? 'Off. This site requires it: it is set up at the next sign-in.'
            : 'Off: signing in needs the password alone.'}
      </p>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`staff-panel__${message.tone}`}>
          {message.text}
        </p>
      ) : null}
      {mode === 'codes' ? (
        <RecoveryCodes codes={recoveryCodes} doneLabel="Done" onDone={() => setMode('idle')} />
      ) : !own ? (
        !status.enabled ? null : mode === 'reset' ? (
          <div role="group" aria-label="Turn off two-factor sign-in for this account">
            {passwordField('Your own password', reset)}
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void reset()}>
              Turn off two-factor sign-in for this account
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setMode('reset')}>
            Turn off for this account (lost phone)
          </button>
        )
      ) : mode === 'setup' ? (
        <TwoFactorSetup
          onEnabled={(_code, codes) => {
            setRecoveryCodes(codes)
            setMode('codes')
            load()
          }}
        />
      ) : mode === 'renew' ? (
        // Not <form>s: these sit inside Payload's document form, which a nested form would submit.
        <div role="group" aria-label="New recovery codes">
          {codeField(renew)}
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void renew()}>
            Make new recovery codes
          </button>
        </div>
      ) : mode === 'disable' ? (
        <div role="group" aria-label="Turn off two-factor sign-in">
          {passwordField('Your password', disable)}
          {codeField(disable)}
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void disable()}>
            Turn off two-factor sign-in
          </button>
        </div>
      ) : status.enabled ? (
        <div className="staff-panel__actions">
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setMode('renew')}>
            New recovery codes
          </button>
          {status.required ? null : (
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setMode('disable')}>
              Turn off
            </button>
          )}
        </div>
      ) : (
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => setMode('setup')}>
          Set up two-factor sign-in
        </button>
      )}
    </section>
  )
}
