'use client'

import { useSyncExternalStore } from 'react'

/** Every stored list's key starts with this: what a module keeps on the phone is the signed-in learner's. */
const learnersKeyPrefix = 'offline'

type StoredListKey = `${typeof learnersKeyPrefix}${string}`

const changedEventOf = (key: string) => `stored-list:${key}`

/**
 * A small list the phone keeps for the signed-in learner in localStorage (saved lessons, what waits for signal), that
 * React screens can watch: changes in this tab and in others re-render them. `useItems` is null on the server and
 * while the page hydrates: only the phone knows the list. Every such list goes at sign-out (`forgetStoredLists`),
 * whichever module keeps it.
 */
export const storedList = <T>(key: StoredListKey) => {
  const changedEvent = changedEventOf(key)
  const empty: T[] = []
  let lastRaw: string | null = null
  let lastValue: T[] = empty

  const read = (): T[] => {
    try {
      const raw = window.localStorage.getItem(key)
      if (raw !== lastRaw) {
        lastRaw = raw
        lastValue = raw ? (JSON.parse(raw) as T[]) : empty
      }
      return lastValue
    } catch {
      return empty
    }
  }

  const write = (items: T[]) => {
    try {
      if (items.length === 0) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, JSON.stringify(items))
    } catch {
      // Storage unavailable or full: the screens show what they can.
    }
    window.dispatchEvent(new Event(changedEvent))
  }

  const subscribe = (onChange: () => void) => {
    const onStorage = (event: StorageEvent) => event.key === key && onChange()
    window.addEventListener(changedEvent, onChange)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(changedEvent, onChange)
      window.removeEventListener('storage', onStorage)
    }
  }

  return {
    read,
    write,
    clear: () => write([]),
    useItems: (): T[] | null => useSyncExternalStore<T[] | null>(subscribe, read, () => null),
  }
}

/** Sign-out, or another learner signs in, on a shared phone: every module's stored list goes, so the next person sees none of it. */
export const forgetStoredLists = (): void => {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (!key.startsWith(learnersKeyPrefix)) continue
      window.localStorage.removeItem(key)
      window.dispatchEvent(new Event(changedEventOf(key)))
    }
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}
