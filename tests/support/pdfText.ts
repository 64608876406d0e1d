import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF (its streams are compressed, so it is read with a PDF parser), its lines joined by spaces. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
