import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadCertificate } from '@/app/(frontend)/_loaders/certificate'
import { PlainPageHeader } from '@/components/PlainPageHeader'
import { CertificateDetails } from '@/domains/certificates/ui/CertificateDetails'

type Props = { params: Promise<{ code: string }> }

// The page names a person: search engines are asked not to list it.
export const metadata: Metadata = { title: 'Certificate of completion', robots: { index: false, follow: false } }

/** The public verification page of a certificate (no sign-in): its full details and whether it stands. */
export default async function CertificatePage({ params }: Props) {
  const certificate = await loadCertificate((await params).code)
  if (!certificate) notFound()
  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <CertificateDetails certificate={certificate} />
      </main>
    </>
  )
}
