import { useSyncExternalStore } from 'react'

import { prefersLowData } from '@/lib/rules/playback'

/** The Network Information API, where the browser has it (Chromium): the connection's type and the visitor's data saver. */
type NetworkInformation = EventTarget & { effectiveType?: string; saveData?: boolean }

const connection = (): NetworkInformation | undefined => (navigator as Navigator & { connection?: NetworkInformation }).connection

const subscribeToConnection = (onChange: () => void) => {
  connection()?.addEventListener('change', onChange)
  return () => connection()?.removeEventListener('change', onChange)
}

/** `navigator.connection.effectiveType` ("4g", "3g", ...), kept up to date; null on the server and where unknown. */
export const useEffectiveType = (): string | null =>
  useSyncExternalStore(
    subscribeToConnection,
    () => connection()?.effectiveType ?? null,
    () => null,
  )

/**
 * Whether this browser asks for less data: its data saver is on, or the connection is slow. True while the page is
 * drawn on the server and hydrated, so nothing extra starts loading before the browser has said.
 */
export const useLessDataWanted = (): boolean =>
  useSyncExternalStore(
    subscribeToConnection,
    () => prefersLowData({ dataSaver: null, saveData: connection()?.saveData === true, effectiveType: connection()?.effectiveType }),
    () => true,
  )
