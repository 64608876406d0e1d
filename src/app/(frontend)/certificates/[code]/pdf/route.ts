import { certificateFileName } from '@/domains/certificates/contract/rules'
import { certificatePdf } from '@/domains/certificates'
import { loadCertificate } from '@/app/(frontend)/_loaders/certificate'

const notFound = () =>
  new Response('No certificate with this code can be downloaded. Its verification page says why.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * GET /certificates/{code}/pdf: the certificate as an A4 PDF, to anyone with the code; a revoked or unknown one, or one
 * whose holder closed their account (there is no name left to print), is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  const certificate = await loadCertificate((await params).code)
  if (!certificate || certificate.revokedAt || certificate.holderClosedAt) return notFound()
  return new Response(new Uint8Array(await certificatePdf(certificate)), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${certificateFileName(certificate.courseTitle)}"`,
      'Cache-Control': 'no-store',
    },
  })
}
