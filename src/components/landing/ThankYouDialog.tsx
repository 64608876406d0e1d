'use client'

import { useEffect, useRef } from 'react'

import { buttonClasses } from '@/ui/buttonStyles'

type Props = { open: boolean; onClose: () => void; message: string; socialLinks: { label: string; url: string }[] }

/** The "Thank You!" dialog after a waiting-list signup: a native modal dialog (focus kept inside, Escape closes). */
export const ThankYouDialog = ({ open, onClose, message, socialLinks }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="thank-you-title"
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl p-0 backdrop:bg-navy-950/70"
    >
      <div className="p-6 text-navy-950 sm:p-8">
        <h2 id="thank-you-title" className="text-3xl font-extrabold">
          Thank You!
        </h2>
        <p className="mt-4 text-lg">{message}</p>
        {socialLinks.length ? (
          <>
            <p className="mt-6 font-semibold">Follow us for updates:</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center rounded-lg border-2 border-navy-100 px-4 font-semibold hover:bg-navy-100">
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="button" onClick={onClose} className={`${buttonClasses('dark')} mt-8 w-full`}>
          Close
        </button>
      </div>
    </dialog>
  )
}
