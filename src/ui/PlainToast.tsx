'use client'

import { toastActionClasses, toastClasses, toastCloseClasses, toastRegionClasses } from './toastStyles'
import type { ToastViewProps } from './toastTypes'

/**
 * The toast without Radix, for when its code could not be fetched: announced the same way and closed with its
 * button, but it stays until closed (nothing times it out, so nothing is missed).
 */
export const PlainToast = ({ toast, open, onOpenChange }: ToastViewProps) => {
  const destructive = toast.variant === 'destructive'
  return (
    <section aria-label="Notifications" className={toastRegionClasses}>
      <div role={destructive ? 'alert' : 'status'} hidden={!open} className={toastClasses(destructive)}>
        <div>
          <p className="font-bold">{toast.title}</p>
          {toast.description ? <p className="mt-1">{toast.description}</p> : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {toast.action ? (
            <button type="button" onClick={toast.action.onClick} className={toastActionClasses}>
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" onClick={() => onOpenChange(false)} className={toastCloseClasses}>
            Close
          </button>
        </div>
      </div>
    </section>
  )
}
