import { expect } from 'vitest'

import { ApiClient } from './apiClient'
import { decodeQuotedPrintable, waitForMail } from './mail'

/** Requests a reset for `email` and returns the token from the mailed link. */
export const requestResetToken = async (email: string, headers: Record<string, string> = {}) => {
  const since = Date.now()
  const response = await new ApiClient().post('/api/v1/forgot-password', { email }, { headers })
  expect(response.status).toBe(200)
  const mail = await waitForMail(email, /reset-password\?token=/, since)
  const link = /(\S+\/v1\/reset-password\?token=[^\s"<]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1] ?? ''
  return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') }
}
