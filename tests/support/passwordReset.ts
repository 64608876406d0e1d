import { expect } from 'vitest'

import { ApiClient } from './apiClient'
import { tokenLinkIn, waitForMail } from './mail'

/** Requests a reset for `email` and returns the token from the mailed link. */
export const requestResetToken = async (email: string, headers: Record<string, string> = {}) => {
  const since = Date.now()
  const response = await new ApiClient().post('/api/v1/forgot-password', { email }, { headers })
  expect(response.status).toBe(200)
  const mail = await waitForMail(email, /reset-password\?token=/, since)
  const link = tokenLinkIn(mail, '/v1/reset-password')
  return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') }
}
