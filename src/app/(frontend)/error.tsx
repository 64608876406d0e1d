'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { reportBrowserError } from '@/domains/browserErrors/ui/reportBrowserError'

import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

/**
 * Shown when a page of the site or the learner area fails on the server (the database is down, say): what happened
 * in plain words and a way to try again, instead of a blank screen. Nothing about the error reaches the page. An error
 * of the server's (it has a digest) was reported there; one the page met in the browser is reported from here.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter()
  useEffect(() => {
    if (!error.digest) reportBrowserError(error)
  }, [error])
  const tryAgain = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold text-navy-900">Something went wrong</h1>
      <p className="mt-4 text-lg">We couldn&apos;t load this page just now. Please try again in a moment; nothing you saved has been lost.</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <button type="button" onClick={tryAgain} className={buttonClasses('primary')}>
          Try again
        </button>
        <Link href="/" className={buttonClasses('outline')}>
          Back to Home
        </Link>
      </div>
    </main>
  )
}
