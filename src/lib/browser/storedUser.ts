'use client'

import type { UserObject } from '@/lib/contract/responseSchemas'

/** The signed-in learner kept for display under `courseUser` (spec 2.6); the session cookie is what grants access. */
const storedUserKey = 'courseUser'

export type StoredUser = UserObject

export const readStoredUser = (): StoredUser | null => {
  try {
    const raw = window.localStorage.getItem(storedUserKey)
    return raw ? (JSON.parse(raw) as StoredUser) : null
  } catch {
    return null
  }
}

export const storeUser = (user: StoredUser): void => window.localStorage.setItem(storedUserKey, JSON.stringify(user))

export const clearStoredUser = (): void => {
  try {
    window.localStorage.removeItem(storedUserKey)
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Profile and email updates: the answer's fields replace the stored ones (spec section 4). */
export const mergeStoredUser = (update: Partial<StoredUser>): void => {
  const current = readStoredUser()
  storeUser({ ...(current ?? {}), ...update } as StoredUser)
}
