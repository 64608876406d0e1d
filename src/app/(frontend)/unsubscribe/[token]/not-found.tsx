import type { Metadata } from 'next'

import { PlainPageHeader } from '@/components/PlainPageHeader'
import { Link } from '@/ui/Link'

export const metadata: Metadata = { title: 'Unsubscribe link not valid', robots: { index: false, follow: false } }

export default function UnsubscribeLinkNotFound() {
  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-extrabold text-navy-900">This unsubscribe link is not valid</h1>
        <p className="mt-4 text-lg text-navy-800">
          Check that the whole address from the email was opened. You can also turn emails off on your{' '}
          <Link href="/v1/account" className="font-semibold text-accent-600 underline">
            account page
          </Link>
          .
        </p>
      </main>
    </>
  )
}
