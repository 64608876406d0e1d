import type { ReactNode } from 'react'

/** The heading band at the top of a learner-area page: the page's one h1, a lead line and optional actions. */
export const PageIntro = ({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) => (
  <div className="bg-navy-900 px-4 py-12 text-white sm:px-6 sm:py-16">
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-3xl text-lg text-navy-100 sm:text-xl">{lead}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap items-center gap-4">{children}</div> : null}
    </div>
  </div>
)
