'use client'

import { hardNavigate } from '@/lib/browser/hardNavigate'
import { forgetOfflineLearning, forgetOfflineLearningUntilOnline } from '@/lib/browser/offline/forgetTheLearner'
import { signOutWhenOnline, tellWorkerWhoIsSignedIn } from '@/lib/browser/offline/workerMessages'
import { pathOf } from '@/lib/contract/routes'

import { accountsRoutes } from '../contract/routes'

/** Ends the session on the server; false when there is no signal to do it with. */
const endServerSession = async (): Promise<boolean> => {
  try {
    await fetch(pathOf(accountsRoutes.logout), { method: 'POST', credentials: 'include' })
    return true
  } catch {
    return false
  }
}

/** Removes the stored user and any local key that holds user, auth or session data, and clears session storage. */
const forgetStoredLearner = (): void => {
  for (const key of Object.keys(window.localStorage)) {
    if (key === 'courseUser' || /user|auth|session/i.test(key)) window.localStorage.removeItem(key)
  }
  window.sessionStorage.clear()
}

/**
 * After the learner closed their account (the server ended every session): nothing of theirs stays on this device,
 * the lessons saved for offline included.
 */
export const forgetClosedAccount = async (): Promise<void> => {
  await forgetOfflineLearning().catch(() => undefined)
  await tellWorkerWhoIsSignedIn(null).catch(() => undefined)
  forgetStoredLearner()
}

/**
 * Log out as spec section 4 says: end the server session, remove the stored user and any local key that holds user,
 * auth or session data, clear session storage, go to /v1 and reload after about 100 ms. On failure: log, go to /v1.
 * Phones are shared: the lessons saved for offline go too, after the progress queued offline is sent. Without
 * signal the screen signs out at once, and the service worker sends the queued progress and ends the session as soon
 * as there is signal, before it shows any page (src/app/sw.ts).
 */
export const logOut = async (): Promise<void> => {
  try {
    const online = navigator.onLine && (await forgetOfflineLearning().then(endServerSession))
    if (!online) {
      await signOutWhenOnline()
      await forgetOfflineLearningUntilOnline()
    }
    await tellWorkerWhoIsSignedIn(null)
    forgetStoredLearner()
    window.history.pushState(null, '', '/v1')
    setTimeout(() => window.location.reload(), 100)
  } catch (error) {
    console.error('Log out failed', error)
    hardNavigate('/v1')
  }
}
