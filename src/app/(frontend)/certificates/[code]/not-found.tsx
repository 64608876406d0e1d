import type { Metadata } from 'next'

import { PlainPageHeader } from '@/components/PlainPageHeader'

export const metadata: Metadata = { title: 'Certificate not found', robots: { index: false, follow: false } }

export default function CertificateNotFound() {
  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-extrabold text-navy-900 sm:text-4xl">Certificate not found</h1>
        <p className="mt-4 text-lg text-navy-800">
          No Solving Tech certificate has this code. Check the address against the one printed on the certificate, or scan its QR code again. A
          certificate that does not appear here was not issued by us.
        </p>
      </main>
    </>
  )
}
