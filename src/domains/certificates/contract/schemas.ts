import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'

const { id, timestamp } = responseFields

export const learnerCertificate = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  courseId: id,
  courseTitle: z.string().describe('As it was when the certificate was issued'),
  completedAt: timestamp,
  revokedAt: timestamp.nullable().describe('Set by staff to revoke the certificate'),
  verificationUrl: z.url().describe('The public page that shows the certificate, printed on the PDF with its QR code'),
  pdfUrl: z.url().nullable().describe('The A4 PDF; null once revoked'),
})
export type LearnerCertificate = z.infer<typeof learnerCertificate>

/** Certificates' schemas by the names the OpenAPI document gives them. */
export const certificatesSchemas = {
  request: {},
  response: { LearnerCertificate: learnerCertificate },
}
