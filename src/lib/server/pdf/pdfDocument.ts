import { readFile } from 'node:fs/promises'
import path from 'node:path'

import PDFDocument from 'pdfkit'

/**
 * DejaVu Sans covers Latin (with Polish, Romanian, Czech...), Greek and Cyrillic names, which PDF's built-in
 * Helvetica cannot print; pdfkit embeds only the letters used. Read from the package on first use.
 */
const fontFile = (name: string) => path.resolve('node_modules/dejavu-fonts-ttf/ttf', name)
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined
const loadFonts = () =>
  (fonts ??= Promise.all([readFile(fontFile('DejaVuSans.ttf')), readFile(fontFile('DejaVuSans-Bold.ttf'))]).then(([regular, bold]) => ({ regular, bold })))

/** The colours every PDF of the programme prints in. */
export const pdfColours = { navy: '#0f2742', grey: '#3b4b5e', rule: '#9aa5b1' } as const

/** An A4 document with the programme's fonts registered as `regular` and `bold`. */
export const a4Document = async (info: PDFKit.DocumentInfo, margin = 56): Promise<PDFKit.PDFDocument> => {
  const { regular, bold } = await loadFonts()
  const doc = new PDFDocument({ size: 'A4', margin, info: { Author: 'Solving Tech', ...info } })
  doc.registerFont('regular', regular).registerFont('bold', bold)
  return doc
}

/** Ends the document and collects its bytes. */
export const pdfBytes = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
