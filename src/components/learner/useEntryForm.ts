'use client'

import type { FieldValues } from 'react-hook-form'

import { useApiForm, type ApiFormOptions } from '@/lib/browser/useApiForm'
import { hardNavigate } from '@/lib/browser/hardNavigate'
import { forgetOtherLearnersLessons } from '@/lib/browser/offline/savedLessons'
import { tellWorkerWhoIsSignedIn } from '@/lib/browser/offline/workerMessages'
import { storeUser, type StoredUser } from '@/lib/browser/storedUser'

/**
 * After sign-in or registration: keep the learner for the header, clear another learner's saved lessons from this
 * phone, tell the service worker who is signed in now, then load the dashboard afresh.
 */
const enterDashboard = (user: StoredUser) => {
  storeUser(user)
  void Promise.all([forgetOtherLearnersLessons(user.id), tellWorkerWhoIsSignedIn(user.id)]).finally(() => hardNavigate('/v1/dashboard'))
}

/** A sign-in or registration form: it posts, and on success the learner is stored and goes to the dashboard. */
export const useEntryForm = <Values extends FieldValues>(options: Omit<ApiFormOptions<Values, StoredUser>, 'method' | 'onSuccess'>) =>
  useApiForm<Values, StoredUser>({ ...options, method: 'POST', onSuccess: enterDashboard })
