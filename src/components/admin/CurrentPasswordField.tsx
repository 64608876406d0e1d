'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The virtual "Current password" field on a staff member's own account page, drawn as a password input (masked,
 * `autocomplete="current-password"`, so password managers fill it). The server asks for it only when the email or
 * password changes (src/collections/Users/hooks/requireCurrentPassword.ts).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={{ ...field, required: false }} path={path ?? field.name} />
)
