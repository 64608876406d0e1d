import { apiCaller } from '@/lib/browser/apiClient'
import { currentPasswordIncorrectMessage } from '@/lib/validation/accountMessages'

import type { accountsOperations } from '../contract/operations'
import { accountsRoutes } from '../contract/routes'

/**
 * Accounts' operations, called by name from the screens: `callAccounts('login', { body })`. A 401 from signing in (by
 * password or code) or registering, or for the wrong current password of an email change, answers what the person
 * typed: it stays on the screen instead of signing them out.
 */
export const callAccounts = apiCaller<typeof accountsOperations>(
  accountsRoutes,
  (name, message) => name === 'login' || name === 'signInWithCode' || name === 'register' || (name === 'changeEmail' && message === currentPasswordIncorrectMessage),
)
