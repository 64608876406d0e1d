import type { ReactNode } from 'react'

const tones = {
  neutral: 'bg-navy-100 text-navy-900',
  accent: 'bg-accent-600 text-white',
  success: 'bg-success-700 text-white',
  dark: 'bg-navy-900 text-white',
} as const

/** A small label such as FREE, COMPLETED or Preview. */
export const Badge = ({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) => (
  <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-bold ${tones[tone]}`}>{children}</span>
)
