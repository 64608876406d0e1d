'use client'

import { hardNavigate } from '@/lib/browser/hardNavigate'
import { forgetOfflineLearning } from '@/lib/browser/offline/savedLessons'
/**
 * Log out as spec section 4 says: end the server session, remove the stored user and any local key that holds user,
 * auth or session data, clear session storage, go to /v1 and reload after about 100 ms. On failure: log, go to /v1.
 * Phones are shared: the lessons saved for offline go too (after the progress queued offline is sent).
 */
export const logOut = async (): Promise<void> => {
  try {
    await forgetOfflineLearning()
    await fetch('/api/v1/logout', { method: 'POST', credentials: 'include' })
    for (const key of Object.keys(window.localStorage)) {
      if (key === 'courseUser' || /user|auth|session/i.test(key)) window.localStorage.removeItem(key)
    }
    window.sessionStorage.clear()
    window.history.pushState(null, '', '/v1')
    setTimeout(() => window.location.reload(), 100)
  } catch (error) {
    console.error('Log out failed', error)
    hardNavigate('/v1')
  }
}
