'use client'

import * as RadixToast from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'

/** A button in the toast that does something about it, e.g. "Undo" or "Try again". */
export type ToastAction = {
  label: string
  /** What the action does, for screen readers: announced toasts are not focused, so they hear this instead. */
  altText: string
  onClick: () => void
}

export type Toast = { title: string; description?: string; variant?: 'default' | 'destructive'; action?: ToastAction }

const ToastContext = createContext<(toast: Toast) => void>(() => undefined)

/** Shows a toast: `const toast = useToast(); toast({ title, description, variant, action })`. */
export const useToast = () => useContext(ToastContext)

const durationMs = 5000
const swipeThresholdPx = 50

/**
 * Toasts as the spec sets them, through Radix Toast: one visible at a time, gone after 5 s, swipe right (50 px) or
 * Close to dismiss, F8 moves focus to them, at most 420 px wide. The 5 s wait pauses while the toast is hovered or
 * focused and while the window is in the background (WCAG 2.2.1). Announced politely, or assertively when destructive.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null)
  const [open, setOpen] = useState(false)

  const show = useCallback((toast: Toast) => {
    setCurrent({ ...toast, key: Date.now() })
    setOpen(true)
  }, [])

  const destructive = current?.variant === 'destructive'
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={durationMs} swipeDirection="right" swipeThreshold={swipeThresholdPx}>
        {children}
        {current ? (
          <RadixToast.Root
            key={current.key}
            open={open}
            onOpenChange={setOpen}
            type={destructive ? 'foreground' : 'background'}
            className={`toast flex items-start justify-between gap-4 rounded-xl border-2 p-4 shadow-xl ${
              destructive ? 'border-red-800 bg-red-700 text-white' : 'border-navy-100 bg-white text-navy-950'
            }`}
          >
            <div>
              <RadixToast.Title className="font-bold">{current.title}</RadixToast.Title>
              {current.description ? <RadixToast.Description className="mt-1">{current.description}</RadixToast.Description> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              {current.action ? (
                <RadixToast.Action
                  altText={current.action.altText}
                  onClick={current.action.onClick}
                  className="min-h-11 rounded-md border-2 border-current px-3 font-bold"
                >
                  {current.action.label}
                </RadixToast.Action>
              ) : null}
              <RadixToast.Close className="min-h-11 min-w-11 rounded-md font-bold underline-offset-2 hover:underline">Close</RadixToast.Close>
            </div>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}
