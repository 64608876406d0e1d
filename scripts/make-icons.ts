/**
 * Makes the web app's PNG icons (public/icons/) from the mark in public/logo.svg: run once with
 * `npx tsx scripts/make-icons.ts` when the logo changes, and commit the output.
 */
import { readFileSync } from 'node:fs'

import sharp from 'sharp'

const logo = readFileSync('public/logo.svg', 'utf8')
const navy = '#0f2742'

/** The logo's square mark (its first 40 × 40 units), optionally on a wider full-bleed square for maskable icons. */
const markSvg = (size: number, margin: number) => {
  const side = 40 + 2 * margin
  const viewBox = `${2 - margin} ${4 - margin} ${side} ${side}`
  const background = margin > 0 ? `<rect x="${2 - margin}" y="${4 - margin}" width="${side}" height="${side}" fill="${navy}"/>` : ''
  return logo
    .replace(/<svg[^>]*>/, `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${background}`)
    .replace(/<title[^<]*<\/title>/, '')
}

const icons = [
  { file: 'icon-192.png', size: 192, margin: 0 },
  { file: 'icon-512.png', size: 512, margin: 0 },
  // Maskable icons keep their content inside the central 80 % circle that launchers may crop to.
  { file: 'icon-maskable-512.png', size: 512, margin: 10 },
]

for (const { file, size, margin } of icons) {
  await sharp(Buffer.from(markSvg(size, margin))).png({ compressionLevel: 9, palette: true }).toFile(`public/icons/${file}`)
  console.info(`public/icons/${file}`)
}
