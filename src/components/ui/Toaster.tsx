'use client'

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

type Toast = { title: string; description?: string; variant?: 'default' | 'destructive' }

const ToastContext = createContext<(toast: Toast) => void>(() => undefined)

/** Shows a toast: `const toast = useToast(); toast({ title, description, variant })`. */
export const useToast = () => useContext(ToastContext)

const durationMs = 5000
const swipeThresholdPx = 50

/**
 * Toasts as the spec sets them: one visible at a time, gone after 5 s, swipe right (50 px) or Close to dismiss,
 * F8 moves focus to them. Announced politely, or assertively for the destructive variant.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null)
  const [swipeX, setSwipeX] = useState(0)
  const region = useRef<HTMLOListElement>(null)
  const swipeStart = useRef<number | null>(null)

  const show = useCallback((toast: Toast) => {
    setSwipeX(0)
    setCurrent({ ...toast, key: Date.now() })
  }, [])

  useEffect(() => {
    if (!current) return
    const timer = setTimeout(() => setCurrent(null), durationMs)
    return () => clearTimeout(timer)
  }, [current])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const destructive = current?.variant === 'destructive'
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol
        ref={region}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="fixed right-0 bottom-0 z-50 flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      >
        {current ? (
          <li
            key={current.key}
            role={destructive ? 'alert' : 'status'}
            aria-live={destructive ? 'assertive' : 'polite'}
            style={{ transform: `translateX(${swipeX}px)` }}
            onPointerDown={(event) => (swipeStart.current = event.clientX)}
            onPointerMove={(event) => swipeStart.current !== null && setSwipeX(Math.max(0, event.clientX - swipeStart.current))}
            onPointerUp={() => {
              if (swipeX > swipeThresholdPx) setCurrent(null)
              else setSwipeX(0)
              swipeStart.current = null
            }}
            className={`flex items-start justify-between gap-4 rounded-xl border-2 p-4 shadow-xl ${
              destructive ? 'border-red-800 bg-red-700 text-white' : 'border-navy-100 bg-white text-navy-950'
            }`}
          >
            <div>
              <p className="font-bold">{current.title}</p>
              {current.description ? <p className="mt-1">{current.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setCurrent(null)}
              className="min-h-11 min-w-11 rounded-md font-bold underline-offset-2 hover:underline"
            >
              Close
            </button>
          </li>
        ) : null}
      </ol>
    </ToastContext.Provider>
  )
}
