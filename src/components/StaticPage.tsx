import type { ReactNode } from 'react'

import { BackToHomeButton } from '@/ui/BackToHomeButton'

import { PlainPageHeader } from './PlainPageHeader'

/** An informational page (privacy, terms, accessibility) with a Back to Home link. */
export const StaticPage = ({ title, updated, children }: { title: string; updated: string; children: ReactNode }) => (
  <>
    <PlainPageHeader />
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold text-navy-900">{title}</h1>
      <p className="mt-2 text-navy-800">Last updated {updated}</p>
      <div className="static-page mt-8 space-y-4 text-lg [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:ml-6 [&_li]:list-disc">{children}</div>
      <p className="mt-12">
        <BackToHomeButton />
      </p>
    </main>
  </>
)
