'use client'

import { useEffect, type RefObject } from 'react'

/** Closes an open popup when the pointer goes down outside `container` or Escape is pressed. */
export const useDismiss = (open: boolean, close: () => void, container: RefObject<HTMLElement | null>, onEscape?: () => void) => {
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      onEscape?.()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, close, container, onEscape])
}
