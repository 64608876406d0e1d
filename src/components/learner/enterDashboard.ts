'use client'

import { hardNavigate } from '@/lib/learner/hardNavigate'
import { storeUser, type StoredUser } from '@/lib/learner/storedUser'

/** After sign-in or registration: keep the learner for the header, then load the dashboard afresh. */
export const enterDashboard = (user: StoredUser) => {
  storeUser(user)
  hardNavigate('/v1/dashboard')
}
