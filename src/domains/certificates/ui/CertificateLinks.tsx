import { longDate } from '@/lib/rules/ukTime'
import { Link } from '@/ui/Link'

import type { LearnerCertificate } from '../contract/schemas'
import { certificatePath, certificatePdfPath } from '../contract/rules'

const linkClasses = 'inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-2 hover:text-accent-600'

/** A dashboard course card's certificate: its PDF and public verification page, or that it was revoked. */
export const CertificateLinks = ({ certificate }: { certificate: LearnerCertificate }) => (
  <p className="mt-4 flex flex-wrap items-center gap-x-4 text-navy-900">
    <span className="font-bold">{certificate.revokedAt ? `Certificate revoked on ${longDate(certificate.revokedAt)}:` : 'Certificate:'}</span>
    {certificate.revokedAt ? null : (
      <a href={certificatePdfPath(certificate.code)} download className={linkClasses}>
        Download PDF
      </a>
    )}
    <Link href={certificatePath(certificate.code)} className={linkClasses}>
      Verification page
    </Link>
  </p>
)
