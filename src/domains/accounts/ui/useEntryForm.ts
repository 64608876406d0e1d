'use client'

import type { FieldValues } from 'react-hook-form'

import { useApiForm, type ApiFormOptions } from '@/lib/browser/useApiForm'
import { hardNavigate } from '@/lib/browser/hardNavigate'
import { forgetOtherLearnersLessons } from '@/lib/browser/offline/forgetTheLearner'
import { tellWorkerWhoIsSignedIn } from '@/lib/browser/offline/workerMessages'
import { storeUser, type StoredUser } from '@/lib/browser/storedUser'

/**
 * After sign-in or registration: keep the learner for the header, clear another learner's saved lessons from this
 * phone, tell the service worker who is signed in now, then load `destination` (the dashboard) afresh.
 */
const enter = (user: StoredUser, destination: string) => {
  storeUser(user)
  void Promise.all([forgetOtherLearnersLessons(user.id), tellWorkerWhoIsSignedIn(user.id)]).finally(() => hardNavigate(destination))
}

/**
 * A sign-in or registration form: it posts, and on success the learner is stored and goes to the dashboard, or to
 * `destination` (a page of ours that sent them here, such as a team's invite).
 */
export const useEntryForm = <Values extends FieldValues>({ destination = '/v1/dashboard', ...options }: Omit<ApiFormOptions<Values, StoredUser>, 'onSuccess'> & { destination?: string }) =>
  useApiForm<Values, StoredUser>({ ...options, onSuccess: (user) => enter(user, destination) })
