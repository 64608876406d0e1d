/**
 * Makes the sample courses' cover pictures (src/seed/images/cover-*.webp): flat drawings in the site's colours, small
 * enough to ship with the sample content. Run once with `npx tsx scripts/make-covers.ts` when a drawing changes, and
 * commit the output.
 */
import sharp from 'sharp'

import { courseColours } from '../src/lib/rules/courseColours'

const width = 800
const height = 450
const white = '#ffffff'
const orange = '#f97316'
const light = 'rgba(255,255,255,0.18)'

/** A backdrop in the course's colour with two soft circles, then the drawing. */
const cover = (background: string, drawing: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  <circle cx="690" cy="70" r="190" fill="${light}"/>
  <circle cx="90" cy="430" r="150" fill="${light}"/>
  ${drawing}
</svg>`

const drawings: Record<string, { colour: keyof typeof courseColours; drawing: string }> = {
  // A phone showing a house: the programme's own course.
  'cover-tech': {
    colour: 'navy',
    drawing: `<rect x="320" y="60" width="160" height="300" rx="22" fill="${white}"/>
      <rect x="336" y="90" width="128" height="230" rx="6" fill="#e6edf5"/>
      <path d="M350 220 L400 170 L450 220 Z" fill="${orange}"/><rect x="362" y="220" width="76" height="70" fill="#0f2742"/>
      <rect x="390" y="250" width="20" height="40" fill="${orange}"/><circle cx="400" cy="340" r="8" fill="#e6edf5"/>`,
  },
  // A quote with a pound sign.
  'cover-quoting': {
    colour: 'teal',
    drawing: `<rect x="280" y="70" width="220" height="290" rx="12" fill="${white}"/>
      <rect x="310" y="110" width="160" height="14" rx="7" fill="#cbd5e1"/><rect x="310" y="145" width="120" height="14" rx="7" fill="#cbd5e1"/>
      <rect x="310" y="180" width="140" height="14" rx="7" fill="#cbd5e1"/>
      <circle cx="490" cy="320" r="62" fill="${orange}"/><text x="490" y="345" font-size="72" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${white}">£</text>`,
  },
  // A sun rising over the horizon.
  'cover-mindset': {
    colour: 'plum',
    drawing: `<circle cx="400" cy="300" r="110" fill="${orange}"/><rect x="0" y="300" width="${width}" height="150" fill="#4c1d95"/>
      <rect x="180" y="330" width="440" height="12" rx="6" fill="${light}"/><rect x="260" y="370" width="280" height="12" rx="6" fill="${light}"/>`,
  },
  // A van.
  'cover-brand': {
    colour: 'brick',
    drawing: `<path d="M230 170 H470 V320 H230 Z" fill="${white}"/><path d="M470 210 H540 L590 260 V320 H470 Z" fill="${white}"/>
      <rect x="490" y="225" width="45" height="35" fill="#9a3412"/><rect x="260" y="215" width="180" height="28" rx="6" fill="${orange}"/>
      <circle cx="300" cy="325" r="32" fill="#1e293b"/><circle cx="520" cy="325" r="32" fill="#1e293b"/>`,
  },
  // Bars rising.
  'cover-profit': {
    colour: 'green',
    drawing: `<rect x="250" y="270" width="60" height="90" rx="6" fill="${white}"/><rect x="340" y="220" width="60" height="140" rx="6" fill="${white}"/>
      <rect x="430" y="160" width="60" height="200" rx="6" fill="${white}"/><rect x="520" y="100" width="60" height="260" rx="6" fill="${orange}"/>
      <rect x="220" y="360" width="390" height="10" rx="5" fill="${white}"/>`,
  },
  // A target.
  'cover-winning': {
    colour: 'slate',
    drawing: `<circle cx="400" cy="225" r="140" fill="${white}"/><circle cx="400" cy="225" r="100" fill="#334155"/>
      <circle cx="400" cy="225" r="60" fill="${white}"/><circle cx="400" cy="225" r="24" fill="${orange}"/>`,
  },
  // Three people.
  'cover-people': {
    colour: 'navy',
    drawing: `<circle cx="300" cy="180" r="42" fill="${white}"/><path d="M230 340 Q300 230 370 340 Z" fill="${white}"/>
      <circle cx="400" cy="160" r="48" fill="${orange}"/><path d="M320 340 Q400 215 480 340 Z" fill="${orange}"/>
      <circle cx="500" cy="180" r="42" fill="${white}"/><path d="M430 340 Q500 230 570 340 Z" fill="${white}"/>`,
  },
  // A leaf.
  'cover-sustainability': {
    colour: 'green',
    drawing: `<path d="M270 330 C270 170 400 90 540 90 C540 240 450 340 290 340 Z" fill="${white}"/>
      <path d="M285 335 C350 260 420 200 500 140" stroke="${orange}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  },
}

for (const [name, { colour, drawing }] of Object.entries(drawings)) {
  const file = `src/seed/images/${name}.webp`
  await sharp(Buffer.from(cover(courseColours[colour], drawing))).webp({ quality: 80 }).toFile(file)
  console.info(file)
}
