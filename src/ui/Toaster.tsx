'use client'

import { createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react'

import { useLessDataWanted } from '@/lib/browser/connection'

import { PlainToast } from './PlainToast'
import type { ShownToast, Toast, ToastViewProps } from './toastTypes'

export type { Toast, ToastAction } from './toastTypes'

const ToastContext = createContext<(toast: Toast) => void>(() => undefined)

/** Shows a toast: `const toast = useToast(); toast({ title, description, variant, action })`. */
export const useToast = () => useContext(ToastContext)

// Radix Toast is not part of any page's first load: it is fetched once the page is idle, so it is there before the
// first toast, and a page that never shows one does not pay for it at start-up. Should the fetch fail (the signal
// dropped before it came), the toast is still shown and announced, without the timer and the swipe. When the browser
// asks for less data it is not fetched at all: the plain toast shows (it stays until closed, so nothing is missed).
const loadToastView = (): Promise<ComponentType<ToastViewProps>> =>
  import('./ToastView').then(
    (module) => module.default,
    () => PlainToast,
  )

/** Runs `task` when the browser is idle (within 5 s); Safari has no requestIdleCallback, so there it waits 2 s. */
const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 2000)
  return () => clearTimeout(handle)
}

/** Toasts as the spec sets them (one visible at a time; see ToastView for the rest). */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const [open, setOpen] = useState(false)
  const [View, setView] = useState<ComponentType<ToastViewProps> | null>(null)

  const lessData = useLessDataWanted()
  const load = useCallback(() => {
    if (!lessData) void loadToastView().then((loaded) => setView(() => loaded))
  }, [lessData])
  useEffect(() => (lessData ? undefined : whenIdle(load)), [lessData, load])
  const ShownView = lessData ? PlainToast : View

  const show = useCallback(
    (toast: Toast) => {
      setCurrent({ ...toast, key: Date.now() })
      setOpen(true)
      load()
    },
    [load],
  )

  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && ShownView ? <ShownView toast={current} open={open} onOpenChange={setOpen} /> : null}
    </ToastContext.Provider>
  )
}
