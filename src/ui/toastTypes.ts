/** A button in the toast that does something about it, e.g. "Undo" or "Try again". */
export type ToastAction = {
  label: string
  /** What the action does, for screen readers: announced toasts are not focused, so they hear this instead. */
  altText: string
  onClick: () => void
}

export type Toast = { title: string; description?: string; variant?: 'default' | 'destructive'; action?: ToastAction }

export type ShownToast = Toast & { key: number }

/** What a toast's view is given: the toast, whether it is open, and how it closes itself. */
export type ToastViewProps = { toast: ShownToast; open: boolean; onOpenChange: (open: boolean) => void }
