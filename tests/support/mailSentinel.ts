import { expect } from 'vitest'

import { ApiClient, registeredLearner } from './apiClient'
import { mailsTo, waitForMail } from './mail'
import { uniqueEmail } from './uniqueEmail'

/**
 * Asserts that the app sent no mail to `to` since `since`, without sleeping and hoping. After the action that must not
 * send mail, it asks for a password reset for a fresh learner (an action that does send one, the sentinel) and waits
 * for that mail: the same app sends both through the same SMTP server, so once the sentinel is in the mailbox any mail
 * the earlier action had queued is there too. Then no mail to `to` may have arrived.
 */
export const expectNoMailSince = async (to: string, since: number): Promise<void> => {
  const sentinel = uniqueEmail('mail-sentinel')
  await registeredLearner(sentinel)
  const response = await new ApiClient().post('/api/v1/forgot-password', { email: sentinel })
  expect(response.status).toBe(200)
  await waitForMail(sentinel, /reset-password\?token=/, since)
  expect(mailsTo(to, since)).toEqual([])
}
