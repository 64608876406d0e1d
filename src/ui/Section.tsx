import type { ReactNode } from 'react'

/** A landing-page section with its heading; `id` makes it a scroll target. */
export const Section = ({ id, heading, intro, tone = 'light', children }: { id?: string; heading: string; intro?: string | null; tone?: 'light' | 'muted' | 'dark'; children: ReactNode }) => {
  const tones = { light: 'bg-white text-navy-950', muted: 'bg-navy-100 text-navy-950', dark: 'bg-navy-900 text-white' }
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 px-4 py-16 sm:px-6 ${tones[tone]}`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        {intro ? <p className={`mt-4 max-w-3xl text-lg ${tone === 'dark' ? 'text-navy-100' : 'text-navy-800'}`}>{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
