import type { CSSProperties } from 'react'

/** The site's colours (src/app/(frontend)/globals.css), inlined: mail clients ignore style sheets. */
export const brand = { name: 'Solving Tech', navy: '#0f2742', accent: '#c2410c', text: '#1f2937', muted: '#4b5563', page: '#f3f4f6' }

const font = 'Arial, Helvetica, sans-serif'

export const styles = {
  body: { backgroundColor: brand.page, fontFamily: font, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', borderRadius: '8px', overflow: 'hidden' },
  header: { backgroundColor: brand.navy, padding: '16px 24px' },
  brand: { color: '#ffffff', fontSize: '20px', fontWeight: 700, textDecoration: 'none' },
  content: { padding: '8px 24px' },
  heading: { color: brand.navy, fontSize: '22px', lineHeight: '28px', margin: '16px 0 8px' },
  text: { color: brand.text, fontSize: '16px', lineHeight: '24px', margin: '12px 0' },
  button: {
    backgroundColor: brand.accent,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: brand.accent },
  rule: { borderColor: '#e5e7eb', margin: '24px 0 0' },
  footer: { color: brand.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 24px' },
  footerLink: { color: brand.muted, textDecoration: 'underline' },
  figure: { borderBottom: '1px solid #e5e7eb', color: brand.text, fontSize: '16px', lineHeight: '24px', margin: 0, padding: '8px 0' },
} satisfies Record<string, CSSProperties>
