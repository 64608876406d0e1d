import type { ReactNode } from 'react'

type Props = { headingId: string; heading: ReactNode; headingClassName?: string; className?: string; children: ReactNode }

const SectionHeading = ({ headingId, heading, headingClassName = 'text-2xl font-bold text-navy-900' }: Omit<Props, 'children' | 'className'>) => (
  <h2 id={headingId} className={headingClassName}>
    {heading}
  </h2>
)

/** A <section> named by its h2 (aria-labelledby), so screen readers list it as a region with that name. */
export const HeadedSection = ({ className, children, ...heading }: Props) => (
  <section aria-labelledby={heading.headingId} className={className}>
    <SectionHeading {...heading} />
    {children}
  </section>
)

/** A full-width coloured band (set by `className`) whose heading and content keep to the page's width. */
export const BandSection = ({ className, children, ...heading }: Props) => (
  <section aria-labelledby={heading.headingId} className={className}>
    <div className="mx-auto max-w-6xl">
      <SectionHeading {...heading} />
      {children}
    </div>
  </section>
)
