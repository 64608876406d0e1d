'use client'

import { useId, type ReactNode } from 'react'

/**
 * A button that opens the phone's camera roll or files: a label styled as the caller likes, around a visually hidden
 * file input (so it works by keyboard and screen reader, and shows focus). Hands over one picked file.
 */
export const FilePicker = ({ accept, className, onPick, children }: { accept: string; className: string; onPick: (file: File) => void; children: ReactNode }) => {
  const id = useId()
  return (
    <label htmlFor={id} className={`${className} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2`}>
      {children}
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so picking the same file again is a new pick.
          event.target.value = ''
          if (file) onPick(file)
        }}
      />
    </label>
  )
}
