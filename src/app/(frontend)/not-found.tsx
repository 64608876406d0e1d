import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold text-navy-900">404 Page Not Found</h1>
      <p className="mt-4 text-lg">We couldn&apos;t find that page. If you typed the address, check it for mistakes; if this is a new page, it may not have been added to the router yet.</p>
      <p className="mt-8">
        <Link href="/" className="inline-flex min-h-11 items-center rounded-lg bg-navy-900 px-5 font-bold text-white hover:bg-navy-800">
          Back to Home
        </Link>
      </p>
    </main>
  )
}
