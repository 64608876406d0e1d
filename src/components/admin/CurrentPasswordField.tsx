'use client'

import { PasswordField, useAuth, useDocumentInfo } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The virtual "Current password" field on every staff account's page, drawn as a password input (masked,
 * `autocomplete="current-password"`, so password managers fill it with the signed-in person's own password). On a
 * colleague's page it is labelled "Your own password": the server asks for it when their email or password changes
 * (src/collections/Users/hooks/requireCurrentPassword.ts).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const own = Boolean(user && id && String(user.id) === String(id))
  // Checked by the server only, and only when an email or password changes: without its own check here, the password
  // input would apply Payload's rules for a new password and refuse to save a page left empty.
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, label: own ? 'Current password' : 'Your own password', required: false }}
      path={path ?? field.name}
      validate={() => true}
    />
  )
}
