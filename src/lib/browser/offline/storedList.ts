'use client'

import { useSyncExternalStore } from 'react'

/**
 * A small list kept in localStorage that React screens can watch: changes in this tab and in others re-render them.
 * `useItems` is null on the server and while the page hydrates: only the phone knows the list.
 */
export const storedList = <T>(key: string) => {
  const changedEvent = `stored-list:${key}`
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
