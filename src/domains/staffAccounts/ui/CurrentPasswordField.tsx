'use client'

import { useAuth, useDocumentInfo, useField, useForm, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import type { ChangeEvent } from 'react'

const fallbackDescription = "Your own password: needed only to change the email or password on this page, yours or a colleague's."

/** Whatever is typed passes the admin's own check before saving: the server alone decides. */
const checkedByTheServer = () => true as const

/**
 * The virtual "Current password" field on every staff account's page: a plain masked input
 * (`autocomplete="current-password"`, so password managers fill it with the signed-in person's own password). On a
 * colleague's page it is labelled "Your own password". The server asks for it only when an email or password changes
 * (src/domains/staffAccounts/collections/Users/hooks/requireCurrentPassword.ts) and answers a refusal on the field, shown under it.
 *
 * Not Payload's PasswordField: that applies Payload's rules for a new password in the browser. Here nothing is
 * checked in the browser, and typing clears an earlier refusal, so the form never holds a save back over this field.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const own = Boolean(user && id && String(user.id) === String(id))
  const { path, value, showError, errorMessage, disabled } = useField<string>({ potentiallyStalePath: pathFromProps ?? field.name })
  const dispatchField = useFormFields(([, dispatch]) => dispatch)
  const { setModified } = useForm()

  const inputId = `field-${path.replace(/\./g, '__')}`
  const descriptionId = `${inputId}-description`
  const errorId = `${inputId}-error`
  const description = typeof field.admin?.description === 'string' ? field.admin.description : fallbackDescription
  const refusal = showError && errorMessage ? errorMessage : undefined

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    dispatchField({ type: 'UPDATE', path, value: event.target.value, valid: true, errorMessage: undefined, validate: checkedByTheServer })
    setModified(true)
  }

  return (
    <div className={['field-type', 'password', 'current-password-field', refusal && 'error'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {own ? 'Current password' : 'Your own password'}
      </label>
      <div className="field-type__wrap">
        <input
          id={inputId}
          name={path}
          type="password"
          autoComplete="current-password"
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          readOnly={Boolean(readOnly) || disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${errorId} ${descriptionId}` : descriptionId}
        />
      </div>
      {refusal ? (
        <p id={errorId} className="current-password-field__error">
          {refusal}
        </p>
      ) : null}
      <div id={descriptionId} className="field-description">
        {description}
      </div>
    </div>
  )
}
