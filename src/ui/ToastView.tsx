'use client'

import * as RadixToast from '@radix-ui/react-toast'

import { toastActionClasses, toastClasses, toastCloseClasses, toastRegionClasses } from './toastStyles'
import type { ToastViewProps } from './toastTypes'

const durationMs = 5000
const swipeThresholdPx = 50

/**
 * The toast on screen, through Radix Toast: gone after 5 s, swipe right (50 px) or Close to dismiss, F8 moves focus
 * to it, at most 420 px wide. The 5 s wait pauses while the toast is hovered or focused and while the window is in the
 * background (WCAG 2.2.1). Announced politely, or assertively when destructive.
 */
export default function ToastView({ toast, open, onOpenChange }: ToastViewProps) {
  const destructive = toast.variant === 'destructive'
  return (
    <RadixToast.Provider duration={durationMs} swipeDirection="right" swipeThreshold={swipeThresholdPx}>
      <RadixToast.Root
        key={toast.key}
        open={open}
        onOpenChange={onOpenChange}
        type={destructive ? 'foreground' : 'background'}
        className={`toast ${toastClasses(destructive)}`}
      >
        <div>
          <RadixToast.Title className="font-bold">{toast.title}</RadixToast.Title>
          {toast.description ? <RadixToast.Description className="mt-1">{toast.description}</RadixToast.Description> : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {toast.action ? (
            <RadixToast.Action altText={toast.action.altText} onClick={toast.action.onClick} className={toastActionClasses}>
              {toast.action.label}
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close className={toastCloseClasses}>Close</RadixToast.Close>
        </div>
      </RadixToast.Root>
      <RadixToast.Viewport className={toastRegionClasses} />
    </RadixToast.Provider>
  )
}
