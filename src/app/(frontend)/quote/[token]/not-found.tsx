import type { Metadata } from 'next'

import { PlainPageHeader } from '@/components/PlainPageHeader'

export const metadata: Metadata = { title: 'Quote link not valid', robots: { index: false, follow: false } }

export default function QuoteLinkNotFound() {
  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-extrabold text-navy-900">This link is not valid</h1>
        <p className="mt-4 text-lg text-navy-800">
          Check that the whole address from the email was opened. If you closed your account, your words went with it and will not be quoted.
        </p>
      </main>
    </>
  )
}
