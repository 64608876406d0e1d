import type { Metadata } from 'next'

import { BackToHomeButton } from '@/ui/BackToHomeButton'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold text-navy-900">404 Page Not Found</h1>
      <p className="mt-4 text-lg">We couldn&apos;t find that page. If you typed the address, check it for mistakes; if this is a new page, it may not have been added to the router yet.</p>
      <p className="mt-8">
        <BackToHomeButton />
      </p>
    </main>
  )
}
