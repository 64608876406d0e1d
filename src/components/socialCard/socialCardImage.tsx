import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

/** The size link previews (WhatsApp, LinkedIn, X) show without cropping. */
export const socialCardSize = { width: 1200, height: 630 }
export const socialCardContentType = 'image/png'

const colours = { navy: '#0f2742', navyLight: '#e6edf5', accent: '#f97316' }

let boldFont: Promise<Buffer> | undefined
const readBoldFont = () => (boldFont ??= readFile(path.resolve('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')))

type SocialCard = { eyebrow: string; title: string; summary?: string }

/** A link preview card in the site's colours: the brand mark, a small heading, the title and an optional summary. */
export const socialCardImage = async ({ eyebrow, title, summary }: SocialCard): Promise<ImageResponse> =>
  new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', padding: 72, background: colours.navy, color: 'white' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <svg width="72" height="72" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="7" fill={colours.navyLight} />
            <path d="M8 22 L16 8 L24 22 Z" fill={colours.accent} />
          </svg>
          <span style={{ fontSize: 36, fontFamily: 'DejaVu Sans Bold' }}>Solving Tech</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 24 }}>
          <span style={{ fontSize: 30, color: colours.accent, fontFamily: 'DejaVu Sans Bold', textTransform: 'uppercase' }}>{eyebrow}</span>
          <span style={{ fontSize: title.length > 60 ? 56 : 68, lineHeight: 1.1, fontFamily: 'DejaVu Sans Bold' }}>{title}</span>
          {summary ? (
            <span style={{ fontSize: 30, lineHeight: 1.35, color: colours.navyLight, maxHeight: 124, overflow: 'hidden' }}>{summary}</span>
          ) : null}
        </div>
      </div>
    ),
    { ...socialCardSize, fonts: [{ name: 'DejaVu Sans Bold', data: await readBoldFont(), weight: 700, style: 'normal' }] },
  )
