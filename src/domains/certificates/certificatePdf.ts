import 'server-only'

import QRCode from 'qrcode'

import { longDate } from '@/lib/rules/ukTime'
import { a4Document, pdfBytes, pdfColours } from '@/lib/server/pdf/pdfDocument'
import type { Certificate } from './certificates'
import { verificationUrl } from './certificates'

const { navy, grey } = pdfColours

/** The certificate as a plain A4 page: who, what, when, the code, and the verification address with its QR code. */
export const certificatePdf = async (certificate: Certificate): Promise<Buffer> => {
  const url = verificationUrl(certificate.code)
  const qrCode = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, width: 480 })
  const doc = await a4Document({ Title: `Certificate of completion: ${certificate.learnerName}, ${certificate.courseTitle}`, Subject: `Verify at ${url}` })
  const { width, height } = doc.page
  const contentWidth = width - 112
  const centred = { width: contentWidth, align: 'center' as const }

  doc.lineWidth(3).strokeColor(navy).rect(28, 28, width - 56, height - 56).stroke()

  doc.font('bold').fontSize(20).fillColor(navy).text('Solving Tech', 56, 110, centred)
  doc.font('regular').fontSize(32).text('Certificate of completion', 56, 150, centred)
  doc.font('regular').fontSize(14).fillColor(grey).text('This certifies that', 56, 250, centred)
  doc.font('bold').fontSize(28).fillColor(navy).text(certificate.learnerName, 56, 280, centred)
  doc.moveDown(0.6).font('regular').fontSize(14).fillColor(grey).text('has completed the course', centred)
  doc.moveDown(0.4).font('bold').fontSize(22).fillColor(navy).text(certificate.courseTitle, centred)
  doc.moveDown(0.6).font('regular').fontSize(14).fillColor(grey).text(`on ${longDate(certificate.completedAt)}`, centred)

  const qrSize = 130
  const footerTop = height - 56 - 60 - qrSize
  doc.image(qrCode, 56, footerTop, { width: qrSize, height: qrSize })
  const textLeft = 56 + qrSize + 20
  const textWidth = width - 56 - textLeft
  doc.font('bold').fontSize(12).fillColor(navy).text('Check this certificate', textLeft, footerTop + 8, { width: textWidth })
  doc.font('regular').fontSize(10).fillColor(grey).text('Scan the code, or open the address below, to see this certificate as we issued it.', { width: textWidth })
  doc.moveDown(0.8).text('Certificate code:', { width: textWidth })
  // The code and the address each on a line of their own, so neither is broken at one of the code's hyphens.
  doc.font('bold').fillColor(navy).text(certificate.code, { width: textWidth })
  doc.font('regular').fontSize(9).text(url, 56, footerTop + qrSize + 14, { width: contentWidth, link: url, underline: true })

  return pdfBytes(doc)
}
