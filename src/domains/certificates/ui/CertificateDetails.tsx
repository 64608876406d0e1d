import { longDate } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'

import { certificatePdfPath, completionRecordText } from '../contract/rules'
import type { Certificate } from '../certificates'

/**
 * What a certificate says, as we issued it, so anyone holding a printed or emailed copy can compare: learner, course,
 * date and code, whether it still stands, and how the lessons were completed (watched through, or marked complete).
 */
export const CertificateDetails = ({ certificate }: { certificate: Certificate }) => {
  const { revokedAt, revokedReason, holderClosedAt } = certificate
  return (
    <>
      <h1 className="text-3xl font-extrabold text-navy-900 sm:text-4xl">Certificate of completion</h1>
      <p className="mt-2 text-lg text-navy-800">Issued by Solving Tech. Check that a copy you were given says the same as this page.</p>
      <p className={`mt-6 rounded-lg border-2 p-4 text-xl font-bold ${revokedAt ? 'border-red-700 bg-red-50 text-red-800' : 'border-green-700 bg-green-50 text-green-800'}`}>
        {revokedAt ? `Revoked on ${longDate(revokedAt)}` : 'Valid'}
        <span className="mt-1 block text-base font-normal text-navy-900">
          {revokedAt ? 'Solving Tech has withdrawn this certificate. It no longer shows that the course was completed.' : 'This certificate was issued by Solving Tech and has not been revoked.'}
          {revokedReason ? ` ${revokedReason}` : null}
          {holderClosedAt ? ` Its holder closed their Solving Tech account on ${longDate(holderClosedAt)}, so their name is no longer shown.` : null}
        </span>
      </p>
      <dl className="mt-8 grid gap-x-6 gap-y-4 text-lg sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-navy-800">Learner</dt>
        <dd className="font-bold break-words text-navy-900">{holderClosedAt ? 'Not shown: the holder has closed their account' : certificate.learnerName}</dd>
        <dt className="font-semibold text-navy-800">Course</dt>
        <dd className="font-bold break-words text-navy-900">{certificate.courseTitle}</dd>
        <dt className="font-semibold text-navy-800">Completed on</dt>
        <dd className="text-navy-900">{longDate(certificate.completedAt)}</dd>
        {certificate.record ? (
          <>
            <dt className="font-semibold text-navy-800">How it was completed</dt>
            <dd className="text-navy-900">{completionRecordText(certificate.record)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-navy-800">Certificate code</dt>
        <dd className="font-mono text-base break-all text-navy-900">{certificate.code}</dd>
      </dl>
      {revokedAt || holderClosedAt ? null : (
        <p className="mt-8">
          <a href={certificatePdfPath(certificate.code)} className={buttonClasses('primary')} download>
            Download PDF
          </a>
        </p>
      )}
    </>
  )
}
